import {
  PRESENTER_STATE,
  REVIEW_SESSION_CHANGED,
  SHARE_SESSION_EVENTS,
  type PresenterState,
  type ReviewSessionChanged,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationHub } from '../hub/hub.js';
import { mediumGroup } from './live.js';
import type { ReviewSessions } from './session-hub.js';

/** How a guest's feed keeps its proxies open and its link checked (tests shorten them). */
export interface GuestFeedTimings {
  /** A `: ping` comment after this long (proxies close a quiet response). */
  pingMs?: number;
  /** The link is checked again this often (and on every change of the session). */
  recheckMs?: number;
}

/** A feed whose guest reads slower than this much waiting is ended (it reconnects afresh). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The hub's events a guest follows, by the feed's event names. */
const FOLLOWED = new Map<string, string>([
  [REVIEW_SESSION_CHANGED, SHARE_SESSION_EVENTS.session],
  [PRESENTER_STATE, SHARE_SESSION_EVENTS.state],
]);

const eventText = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Review links' guests' follow-only feeds of live sessions (Server-Sent Events): a guest has no
 * hub connection, so its feed listens to the medium's group in this process's hub (which hears
 * every process's events through the backplane) and writes what the members get. The link is
 * checked by the caller before the stream starts, then again by `stillAllowed` every
 * `recheckMs` and before each session change; a refusal ends the stream.
 */
export class GuestSessionFeeds {
  private readonly open = new Set<() => void>();
  private readonly pingMs: number;
  private readonly recheckMs: number;

  constructor(
    private readonly hub: Pick<NotificationHub, 'listenToGroup'>,
    private readonly sessions: Pick<ReviewSessions, 'sessionOf' | 'latestState'>,
    private readonly logError: (error: unknown, message: string) => void,
    { pingMs = 15_000, recheckMs = 30_000 }: GuestFeedTimings = {},
  ) {
    this.pingMs = pingMs;
    this.recheckMs = recheckMs;
  }

  /** How many feeds are open in this process. */
  get size() {
    return this.open.size;
  }

  /**
   * Streams the medium's session to the request, whose link was just checked: the session and
   * the latest state first, then each change, until the request closes or `stillAllowed` throws.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    mediaId: number,
    stillAllowed: () => Promise<unknown>,
  ): FastifyReply {
    reply.hijack();
    const raw = reply.raw;
    // Hijacked: the app's onSend hooks do not run, so their headers are set here.
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
    });
    let ended = false;
    const write = (text: string) => {
      if (ended) return;
      raw.write(text);
      if (raw.writableLength > MAX_BUFFERED_BYTES) end();
    };
    let checking: Promise<void> | null = null;
    const check = () =>
      (checking ??= stillAllowed()
        .then(
          () => undefined,
          () => end(),
        )
        .finally(() => {
          checking = null;
        }));
    // Everything goes out in order: the opening's snapshot first, a session change once the
    // link's check passed (changes are rare; states ride on the last check).
    let queue = this.opening(mediaId).then(write, (error: unknown) => {
      this.logError(error, `Could not open a guest's feed of ${mediumGroup(mediaId)}`);
      end();
    });
    const unlisten = this.hub.listenToGroup(mediumGroup(mediaId), (target, args) => {
      const event = FOLLOWED.get(target);
      if (!event || ended) return;
      const text = eventText(event, args[0]);
      const before = event === SHARE_SESSION_EVENTS.session ? () => check() : () => undefined;
      queue = queue.then(before).then(() => write(text));
    });
    const ping = setInterval(() => write(': ping\n\n'), this.pingMs);
    const recheck = setInterval(() => void check(), this.recheckMs);
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(ping);
      clearInterval(recheck);
      unlisten();
      this.open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    this.open.add(end);
    request.raw.once('close', end);
    raw.once('close', end);
    return reply;
  }

  private async opening(mediaId: number) {
    const [session, state]: [ReviewSessionChanged, PresenterState | null] = await Promise.all([
      this.sessions.sessionOf(mediaId),
      this.sessions.latestState(mediaId),
    ]);
    return (
      eventText(SHARE_SESSION_EVENTS.session, session) +
      (state ? eventText(SHARE_SESSION_EVENTS.state, state) : '')
    );
  }

  /** Ends every feed (the API stops: its server would otherwise wait for them). */
  close() {
    for (const end of [...this.open]) end();
  }
}

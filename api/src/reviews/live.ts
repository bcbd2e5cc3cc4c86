import {
  MEDIA_REVIEW_CHANGED,
  REVIEW_HUB_METHODS,
  REVIEW_JOIN_REFUSED,
  type MediaReviewChanged,
} from '@portal/contract';
import { findLiveSessionById } from '../account/session-repository.js';
import { authOfSession, type AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import type { HubGroupKind, NotificationHub } from '../hub/hub.js';
import { callerOn } from './access.js';

/** A medium's group: everyone with its viewer open. */
export const mediumGroup = (mediaId: number) => `media:${mediaId}`;

const GROUP = /^media:([1-9]\d{0,15})$/;

/** The medium of `JoinMedium(12)` / `JoinMedium("12")`, or null when it names none. */
export function groupOf(arg: unknown): string | null {
  const id = typeof arg === 'string' && /^\d+$/.test(arg) ? Number(arg) : arg;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? mediumGroup(id) : null;
}

/**
 * Who a hub connection's session acts as now, as a request would see it (the session looked up
 * by its id, which the hub keeps, rather than by its cookie); null once the session ended,
 * its user was disabled, or it acts as someone other than the connection was opened for.
 */
export async function actingOf(
  db: Db,
  connection: { userId: number; sessionId: string },
): Promise<AuthContext | null> {
  const session = await findLiveSessionById(db, connection.sessionId);
  // The cookie's token is never known here (the table keeps its hash), and nothing reads it.
  const auth = session && (await authOfSession(db, session, ''));
  return auth && auth.effective.id === connection.userId ? auth : null;
}

/**
 * The media groups of the hub: a connection may be in `media:<id>` while its session may read
 * that medium's threads (it sees the medium and is on the project's team), asked at the join and
 * again before each message, so a session that lost the right stops hearing at once; `sessions`
 * hears each join and leave.
 */
export function mediaGroups(
  db: Db,
  sessions?: Pick<HubGroupKind, 'joined' | 'left'>,
): HubGroupKind {
  return {
    // Live sessions (session-hub.ts) list who joins and end a presenter's session when they go.
    joined: sessions?.joined,
    left: sessions?.left,
    join: REVIEW_HUB_METHODS.join,
    leave: REVIEW_HUB_METHODS.leave,
    refusal: REVIEW_JOIN_REFUSED,
    groupOf,
    async mayJoin(connection, group) {
      const id = GROUP.exec(group)?.[1];
      if (!id) return false;
      const auth = await actingOf(db, connection);
      if (!auth) return false;
      try {
        // Whoever may read the medium's review (its team) hears of it; anyone else has a 404.
        await callerOn(db, auth, Number(id));
        return true;
      } catch (error) {
        if (error instanceof HttpError) return false;
        throw error;
      }
    },
  };
}

/** Tells a medium's open viewers that its review changed (they fetch it again). */
export class ReviewLive {
  constructor(
    private readonly hub: Pick<NotificationHub, 'publishToGroup'>,
    private readonly logError: (error: unknown, message: string) => void,
  ) {}

  /** A failed push is logged, never a failed request: the change is stored. */
  async changed(mediaId: number, change: MediaReviewChanged['change'], commentId: number | null) {
    const event: MediaReviewChanged = { mediaId, change, commentId };
    try {
      await this.hub.publishToGroup(mediumGroup(mediaId), MEDIA_REVIEW_CHANGED, [event]);
    } catch (error) {
      this.logError(error, `Could not push ${MEDIA_REVIEW_CHANGED} to ${mediumGroup(mediaId)}`);
    }
  }
}

// Review fan-out benchmark (`pnpm --filter api bench`, after the hub's): prints figures, asserts
// nothing. "A new comment reaches 50 other open viewers of the same medium": REVIEW_BENCH_VIEWERS
// (50) official @microsoft/signalr clients, each its own signed-in session of a team member of the
// demo project, join `media:<id>` with JoinMedium; another session then posts
// REVIEW_BENCH_COMMENTS (100) comments, one at a time, over HTTP (POST /api/media/:id/comments).
// Each delivery is timed from just before its POST until that client's MediaReviewChanged handler
// runs (so the POST's own work, the per-message access check of every member and the fan-out all
// count); median and p99 over every delivery, target p99 ≤ 50 ms. On one API process, then, when
// Redis answers, across two (viewers split between them, the comment posted on the first).
import { randomBytes } from 'node:crypto';
import {
  HubConnectionBuilder,
  LogLevel,
  type HubConnection as OfficialClient,
} from '@microsoft/signalr';
import {
  MEDIA_REVIEW_CHANGED,
  NOTIFICATION_HUB_PATH,
  REVIEW_HUB_METHODS,
  reviewEndpoints,
  type MediaReviewChanged,
} from '@portal/contract';
import { redisReachable } from '../src/redis/connection.js';
import {
  ms,
  percentile,
  reply,
  signInOverHttp,
  startApiChild,
  stopApiChild,
  type ApiChild,
} from './bench-support.js';

const VIEWERS = Number(process.env.REVIEW_BENCH_VIEWERS ?? 50);
const COMMENTS = Number(process.env.REVIEW_BENCH_COMMENTS ?? 100);
/** Comments posted first and not counted: the first requests warm the API's code paths up. */
const WARM_UP = 5;
/** How long one comment's deliveries may take before the missing ones are counted as lost. */
const ROUND_TIMEOUT_MS = 5000;
/** The demo image the comments are pinned to, and the team members who view it (README). */
const MEDIUM = { project: 'Waterfront Pavilion', title: 'Dusk from the foreshore' };
const VIEWER_EMAILS = [
  'client@example.com',
  'olivia@harbourco.example.com',
  'admin@example.com',
  'noah@lumen.example.com',
];
const POSTER_EMAIL = 'olivia@harbourco.example.com';

/** One open viewer: an official client in the medium's group, recording each round's arrival. */
interface Viewer {
  client: OfficialClient;
  /** The round this viewer last heard (each counts once, should an event come twice). */
  heardRound: number;
}

/** The rounds' clock: each comment's POST start, and every viewer's arrival after it. */
function rounds() {
  let round = 0;
  let startedAt = 0;
  let arrived = 0;
  let expected = 0;
  let done: (() => void) | undefined;
  const samples: number[] = [];
  const lastArrivals: number[] = [];
  return {
    samples,
    lastArrivals,
    /** Called by a viewer's handler. */
    heard(viewer: Viewer, event: MediaReviewChanged) {
      if (event.change !== 'comment' || viewer.heardRound === round || round === 0) return;
      viewer.heardRound = round;
      const took = performance.now() - startedAt;
      if (round > WARM_UP) samples.push(took);
      arrived += 1;
      if (arrived === expected) {
        if (round > WARM_UP) lastArrivals.push(took);
        done?.();
      }
    },
    /** Starts a round and resolves once every viewer heard it (or the timeout passed). */
    begin(viewers: number) {
      round += 1;
      arrived = 0;
      expected = viewers;
      startedAt = performance.now();
      return {
        all: new Promise<number>((resolve) => {
          const timer = setTimeout(() => resolve(expected - arrived), ROUND_TIMEOUT_MS);
          done = () => {
            clearTimeout(timer);
            resolve(0);
          };
        }),
      };
    },
  };
}

async function openViewer(
  api: ApiChild,
  mediaId: number,
  email: string,
  clock: ReturnType<typeof rounds>,
) {
  const { cookie } = await signInOverHttp(api.url, email);
  const client = new HubConnectionBuilder()
    .withUrl(`${api.url}${NOTIFICATION_HUB_PATH}`, { headers: { Cookie: cookie } })
    .configureLogging(LogLevel.None)
    .build();
  const viewer: Viewer = { client, heardRound: 0 };
  client.on(MEDIA_REVIEW_CHANGED, (event: MediaReviewChanged) => clock.heard(viewer, event));
  await client.start();
  await client.invoke(REVIEW_HUB_METHODS.join, mediaId);
  return viewer;
}

/** Opens the viewers on `viewerApis` (in turn), posts on `posterApi`, prints the figures. */
async function measure(label: string, posterApi: ApiChild, viewerApis: ApiChild[]) {
  posterApi.child.send({ type: 'medium', ...MEDIUM });
  const { id: mediaId } = await reply<{ id: number | null }>(posterApi.child, 'medium');
  if (mediaId === null) {
    console.log(`${label}: not measured, the demo medium '${MEDIUM.title}' is missing.`);
    return;
  }
  const clock = rounds();
  const viewers: Viewer[] = [];
  try {
    for (let i = 0; i < VIEWERS; i += 1) {
      const email = VIEWER_EMAILS[i % VIEWER_EMAILS.length]!;
      try {
        viewers.push(await openViewer(viewerApis[i % viewerApis.length]!, mediaId, email, clock));
      } catch (error) {
        // A refused join (the account is no longer on the team, say) is the bench's to fix.
        console.log(`${label}: not measured, viewer ${email} could not join: ${String(error)}`);
        return;
      }
    }
    const poster = await signInOverHttp(posterApi.url, POSTER_EMAIL);
    const path = reviewEndpoints.comment.path.replace(':mediaId', String(mediaId));
    let lost = 0;
    for (let i = 0; i < WARM_UP + COMMENTS; i += 1) {
      const { all } = clock.begin(viewers.length);
      const response = await fetch(`${posterApi.url}${path}`, {
        method: 'POST',
        headers: {
          cookie: poster.cookie,
          'content-type': 'application/json',
          'x-xsrf-token': poster.xsrf,
        },
        body: JSON.stringify({
          text: `Fan-out bench comment ${i + 1}`,
          anchor: { kind: 'point', x: (i % 10) / 10, y: 0.5, page: null },
        }),
      });
      if (response.status !== 201) {
        console.log(
          `${label}: not measured, posting a comment answered ${response.status}: ` +
            (await response.text()).slice(0, 200),
        );
        return;
      }
      const missing = await all;
      if (i >= WARM_UP) lost += missing;
    }
    const samples = [...clock.samples].sort((a, b) => a - b);
    const last = [...clock.lastArrivals].sort((a, b) => a - b);
    console.log(
      `${label}: a new comment → ${viewers.length} other open viewers of the medium, over ` +
        `${COMMENTS} comments (${samples.length} deliveries${lost ? `, ${lost} lost` : ''}):`,
    );
    console.log(
      `  each viewer: median ${ms(percentile(samples, 0.5))}, p99 ${ms(percentile(samples, 0.99))} ` +
        `(target p99 ≤ 50 ms); the last of the ${viewers.length}: median ` +
        `${ms(percentile(last, 0.5))}, p99 ${ms(percentile(last, 0.99))}`,
    );
  } finally {
    await Promise.all(viewers.map(({ client }) => client.stop()));
  }
}

async function oneProcess() {
  const api = await startApiChild();
  try {
    await measure('One API process', api, [api]);
  } finally {
    await stopApiChild(api);
  }
}

async function twoProcesses() {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  // Only the host: the URL may carry a password.
  const where = new URL(url).host;
  if (!(await redisReachable(url))) {
    console.log(
      `Review fan-out across two API processes: not measured, no Redis answers at ${where}.`,
    );
    return;
  }
  const env = {
    HUB_BENCH_REDIS_URL: url,
    HUB_BENCH_REDIS_PREFIX: `bench:${process.pid}:${randomBytes(4).toString('hex')}:`,
  };
  const a = await startApiChild(env);
  const b = await startApiChild({ ...env, HUB_BENCH_DATA_DIR: a.dir });
  try {
    await measure(`Two API processes through Redis at ${where} (posted on A)`, a, [a, b]);
  } finally {
    // B first: A made the data folder and removes it when it stops.
    await stopApiChild(b);
    await stopApiChild(a);
  }
}

await oneProcess();
await twoProcesses();

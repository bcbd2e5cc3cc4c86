// Review export benchmark (`pnpm --filter api bench`, after the fan-out's): prints figures,
// asserts nothing. "Export of 500 threads to PDF in seconds" (issue 50): an API process of its
// own (hub-server.ts, the demo seed) gets REVIEW_EXPORT_THREADS (500) threads on the demo
// fly-through (24 fps, each at its own frame, a reply on every tenth) and on the dusk render
// (a point each), posted over HTTP; then each format is asked for over HTTP as a browser asks,
// timed from the request to the last byte, REVIEW_EXPORT_ROUNDS (3) times (the median is
// printed). The PDF's stills are made then: a frame of the video for each of the 500 threads
// (ffmpeg); a crop of the picture for each of the image's only once its previews are made, which
// this API (no preview workers) does not do, so the image's report is the one without stills.
import { reviewEndpoints, type ReviewExportFormat } from '@portal/contract';
import {
  reply,
  signInOverHttp,
  startApiChild,
  stopApiChild,
  type ApiChild,
} from './bench-support.js';

const THREADS = Number(process.env.REVIEW_EXPORT_THREADS ?? 500);
const ROUNDS = Number(process.env.REVIEW_EXPORT_ROUNDS ?? 3);
const PROJECT = 'Waterfront Pavilion';
const POSTER = 'olivia@harbourco.example.com';
const FRAME_RATE = 24;
const DURATION_FRAMES = 4 * FRAME_RATE;

type Session = Awaited<ReturnType<typeof signInOverHttp>>;

async function mediumId(api: ApiChild, title: string) {
  api.child.send({ type: 'medium', project: PROJECT, title });
  const { id } = await reply<{ id: number | null }>(api.child, 'medium');
  if (id === null) throw new Error(`The demo medium '${title}' is missing.`);
  return id;
}

async function post(api: ApiChild, session: Session, path: string, body: object) {
  const response = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'content-type': 'application/json',
      'x-xsrf-token': session.xsrf,
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) {
    throw new Error(`Posting a comment answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as { id: number };
}

/** Posts the threads (a reply on every tenth) on a medium, each pinned by `anchorOf(i)`. */
async function fill(
  api: ApiChild,
  session: Session,
  mediaId: number,
  anchorOf: (i: number) => object,
) {
  const path = reviewEndpoints.comment.path.replace(':mediaId', String(mediaId));
  for (let i = 0; i < THREADS; i += 1) {
    const thread = await post(api, session, path, {
      text: `Export bench thread ${i + 1}: the light on the water reads a touch flat here.`,
      anchor: anchorOf(i),
    });
    if (i % 10 === 0) {
      await post(api, session, path, { text: 'Agreed, next pass.', parentId: thread.id });
    }
  }
}

/** The median time (ms) and size (bytes) of one export, over the rounds. */
async function timeExport(
  api: ApiChild,
  session: Session,
  mediaId: number,
  format: ReviewExportFormat,
) {
  const path = reviewEndpoints.export.path.replace(':mediaId', String(mediaId));
  const times: number[] = [];
  let bytes = 0;
  let stills = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${api.url}${path}?format=${format}`, {
      headers: { cookie: session.cookie },
    });
    const body = new Uint8Array(await response.arrayBuffer());
    times.push(performance.now() - started);
    if (response.status !== 200) {
      throw new Error(
        `The ${format} export answered ${response.status}: ${Buffer.from(body).toString().slice(0, 200)}`,
      );
    }
    bytes = body.length;
    // A report's pictures: pdfkit writes each still once, as an image XObject.
    stills = Buffer.from(body).toString('latin1').split('/Subtype /Image').length - 1;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, bytes, stills };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** How many stills a report holds (the image's have none while its previews are not made). */
const stillsOf = (format: ReviewExportFormat, stills: number) =>
  format === 'pdf' ? `, ${stills} stills` : '';

async function main() {
  const api = await startApiChild();
  try {
    const session = await signInOverHttp(api.url, POSTER);
    const video = await mediumId(api, 'Fly-through');
    const image = await mediumId(api, 'Dusk from the foreshore');
    await fill(api, session, video, (i) => ({
      kind: 'time',
      time: (i % DURATION_FRAMES) / FRAME_RATE,
      endTime: null,
    }));
    await fill(api, session, image, (i) => ({
      kind: 'point',
      x: (i % 20) / 20,
      y: Math.floor(i / 20) / 25,
      page: null,
    }));
    console.log(
      `Review export: ${THREADS} threads (and a reply on every tenth) on each medium, median of ${ROUNDS}:`,
    );
    for (const format of ['csv', 'edl', 'fcpxml', 'premiere', 'pdf'] as const) {
      const result = await timeExport(api, session, video, format);
      console.log(
        `  fly-through (video) ${format}: ${seconds(result.ms)}, ${kb(result.bytes)}${stillsOf(format, result.stills)}`,
      );
    }
    for (const format of ['csv', 'pdf'] as const) {
      const result = await timeExport(api, session, image, format);
      console.log(
        `  dusk render (image) ${format}: ${seconds(result.ms)}, ${kb(result.bytes)}${stillsOf(format, result.stills)}`,
      );
    }
  } finally {
    await stopApiChild(api);
  }
}

await main();

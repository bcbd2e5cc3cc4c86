import { MAX_DRAWING_SHAPES } from '@portal/contract';
import {
  at,
  commentsUrl,
  commentUrl,
  DUSK,
  FLYTHROUGH,
  mediaIdOf,
  PEOPLE,
  point,
  post,
  REPORT,
  thread,
} from '../test/reviews-support.js';
import { withTestApp, type TestBrowser } from '../test/test-app.js';

const api = withTestApp();

/** The 400's field map of a comment that should be refused. */
async function refusal(mediaId: number, body: object) {
  const casey = await api.signedIn(PEOPLE.casey);
  const response = await post(casey, mediaId, body as never);
  expect(response.statusCode).toBe(400);
  return response.json().errors as Record<string, string[]>;
}

const rectangle = { tool: 'rectangle', colour: 'red', x: 0.1, y: 0.1, width: 0.2, height: 0.2 };

it('refuses text past 5,000 characters and takes exactly 5,000', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  expect(await refusal(dusk, { text: 'x'.repeat(5001), anchor: point(0.5, 0.5) })).toEqual({
    Text: ['A comment can be at most 5,000 characters.'],
  });
  const casey = await api.signedIn(PEOPLE.casey);
  await thread(casey, dusk, { text: 'y'.repeat(5000), anchor: point(0.5, 0.5) });
});

it('refuses a drawing of more than 500 shapes or 64 KB, and takes one within both', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const shapes = Array.from({ length: MAX_DRAWING_SHAPES + 1 }, () => rectangle);
  const many = await refusal(dusk, { text: 'x', anchor: point(0.5, 0.5), drawing: { shapes } });
  expect(Object.entries(many)).toEqual([
    [expect.stringMatching(/^Drawing/), ['A drawing can have at most 500 shapes.']],
  ]);
  // 400 strokes of 200 points: few shapes, but well past 64 KB of JSON.
  const stroke = {
    tool: 'pen',
    colour: 'blue',
    points: Array.from({ length: 400 }, (_, i) => (i % 100) / 100 + 0.001),
  };
  const large = await refusal(dusk, {
    text: 'x',
    anchor: point(0.5, 0.5),
    drawing: { shapes: Array.from({ length: 400 }, () => stroke) },
  });
  expect(large).toEqual({ Drawing: ['A drawing can be at most 64 KB.'] });
  const casey = await api.signedIn(PEOPLE.casey);
  const drawn = await thread(casey, dusk, {
    text: 'Here',
    anchor: point(0.1, 0.1),
    drawing: { shapes: [rectangle] },
  });
  expect(drawn.hasDrawing).toBe(true);
  expect(await drawingOf(casey, drawn.id)).toEqual({ shapes: [rectangle] });
});

const drawingUrl = (id: number) => `${commentUrl(id)}/drawing`;

/** GET a thread's drawing (fails the test unless 200). */
async function drawingOf(browser: TestBrowser, id: number) {
  const response = await browser.request('GET', drawingUrl(id));
  expect(response.statusCode).toBe(200);
  return response.json().drawing as unknown;
}

/** A thread pinned to a point with a rectangle drawn. */
const drawnThread = (browser: TestBrowser, mediaId: number) =>
  thread(browser, mediaId, {
    text: 'This corner',
    anchor: point(0.2, 0.2),
    drawing: { shapes: [rectangle] },
  });

it("sends a thread's drawing on its own, to the project's team only", async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await api.signedIn(PEOPLE.casey);
  const drawn = await drawnThread(casey, dusk);
  const plain = await thread(casey, dusk, { text: 'No drawing', anchor: point(0.3, 0.3) });
  const reply = await thread(casey, dusk, { text: 'A reply', parentId: drawn.id });
  // The list says which threads have one, and carries none of them.
  const list = (await casey.request('GET', commentsUrl(dusk))).json();
  const listed = (id: number) => list.threads.find((t: { id: number }) => t.id === id);
  expect(listed(drawn.id)).toMatchObject({ hasDrawing: true });
  expect(listed(drawn.id)).not.toHaveProperty('drawing');
  expect(listed(plain.id)).toMatchObject({ hasDrawing: false });
  expect(await drawingOf(casey, plain.id)).toBeNull();
  expect(await drawingOf(casey, reply.id)).toBeNull();
  // Waterfront Pavilion is a Showcase project: Liam (Southern Cross) sees its renders only, so
  // its drawings are as unknown to him as another client's comment, or none.
  const liam = await api.signedIn(PEOPLE.liam);
  const quay = await mediaIdOf(api.db, 'Circular Quay Offices', 'Lobby concept');
  const theirs = await drawnThread(casey, quay);
  for (const id of [drawn.id, theirs.id, 99_999_999]) {
    expect((await liam.request('GET', drawingUrl(id))).statusCode).toBe(404);
  }
  expect((await api.visitor().request('GET', drawingUrl(drawn.id))).statusCode).toBe(401);
});

it('keeps a drawing through an edit of the words, and removes it when asked', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await api.signedIn(PEOPLE.casey);
  const drawn = await drawnThread(casey, dusk);
  const reworded = await casey.request('PUT', commentUrl(drawn.id), { text: 'That corner' });
  expect(reworded.json()).toMatchObject({ text: 'That corner', hasDrawing: true });
  expect(await drawingOf(casey, drawn.id)).toEqual({ shapes: [rectangle] });
  const arrow = { tool: 'arrow', colour: 'blue', x1: 0.1, y1: 0.1, x2: 0.2, y2: 0.2 };
  await casey.request('PUT', commentUrl(drawn.id), {
    text: 'That corner',
    drawing: { shapes: [arrow] },
  });
  expect(await drawingOf(casey, drawn.id)).toEqual({ shapes: [arrow] });
  const cleared = await casey.request('PUT', commentUrl(drawn.id), {
    text: 'That corner',
    drawing: null,
  });
  expect(cleared.json()).toMatchObject({ hasDrawing: false });
  expect(await drawingOf(casey, drawn.id)).toBeNull();
});

it('files bad coordinates under the anchor field they belong to', async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const panorama = await mediaIdOf(api.db, 'Skyline Residences', 'Penthouse 360°');
  expect(await refusal(dusk, { text: 'x', anchor: point(1.5, 0.5) })).toEqual({
    'Anchor.X': ['X must be between 0 and 1 (a fraction of the width).'],
  });
  expect(await refusal(dusk, { text: 'x', anchor: { ...point(0.9, 0.5), width: 0.2 } })).toEqual({
    'Anchor.Width': ['Width must be between 0 and 1, and X + Width at most 1.'],
  });
  // Skyline is Southern Cross's: Liam comments there.
  const liam = await api.signedIn(PEOPLE.liam);
  const view = (yaw: number, pitch: number) => ({ kind: 'view', yaw, pitch, zoom: 50 });
  const badYaw = await post(liam, panorama, { text: 'x', anchor: view(4, 0) as never });
  expect(badYaw.json().errors).toEqual({
    'Anchor.Yaw': ['Yaw must be between −π and π (radians).'],
  });
  const badPitch = await post(liam, panorama, { text: 'x', anchor: view(0, 2) as never });
  expect(badPitch.json().errors).toEqual({
    'Anchor.Pitch': ['Pitch must be between −π/2 and π/2 (radians).'],
  });
  const ok = await post(liam, panorama, { text: 'Nice view', anchor: view(-3, 1.2) as never });
  expect(ok.statusCode).toBe(201);
  const timed = await post(liam, panorama, {
    text: 'x',
    anchor: { ...view(0, 0), time: 1 } as never,
  });
  expect(timed.json().errors).toEqual({
    'Anchor.Time': ['Time is only for a 360° video: leave it out on a still.'],
  });
});

it("keeps pins to the kinds the medium takes, within the video's length", async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const report = await mediaIdOf(api.db, ...REPORT);
  expect(await refusal(flythrough, { text: 'x', anchor: point(0.5, 0.5) })).toEqual({
    'Anchor.Kind': ['A comment on a video is pinned to time or whole.'],
  });
  expect(await refusal(dusk, { text: 'x', anchor: at(1) })).toEqual({
    'Anchor.Kind': ['A comment on a still image is pinned to point or whole.'],
  });
  // The fly-through lasts 4 s (measured at seed, as an upload is).
  expect(await refusal(flythrough, { text: 'x', anchor: at(4.5) })).toEqual({
    'Anchor.Time': ["Time must be within the medium's duration (4 s)."],
  });
  expect(await refusal(flythrough, { text: 'x', anchor: at(3, 5) })).toEqual({
    'Anchor.EndTime': ["Time must be within the medium's duration (4 s)."],
  });
  expect(await refusal(flythrough, { text: 'x', anchor: at(3, 2) })).toEqual({
    'Anchor.EndTime': ['EndTime must be after Time.'],
  });
  expect(await refusal(flythrough, { text: 'x', anchor: at(-1) })).toEqual({
    'Anchor.Time': ['Time must be a number of seconds from 0.'],
  });
  expect(
    await refusal(flythrough, {
      text: 'x',
      anchor: { kind: 'whole' },
      drawing: { shapes: [rectangle] },
    }),
  ).toEqual({
    Drawing: [
      'Drawings go on a point of an image or a PDF page, a moment of a video, or a 360° video’s view at a moment.',
    ],
  });
  expect(await refusal(report, { text: 'x', anchor: point(0.5, 0.5) })).toEqual({
    'Anchor.Page': ['Page is required on a PDF.'],
  });
  expect(await refusal(dusk, { text: 'x', anchor: point(0.5, 0.5, 2) })).toEqual({
    'Anchor.Page': ['Page is only for a PDF: leave it out on an image.'],
  });
  expect(await refusal(dusk, { text: 'x', anchor: { kind: 'sideways' } })).toEqual({
    'Anchor.Kind': ['Choose where the comment is pinned: time, point, view, position or whole.'],
  });

  const casey = await api.signedIn(PEOPLE.casey);
  const end = await thread(casey, flythrough, { text: 'Last frame', anchor: at(4) });
  // The flythrough runs at 24 fps: 4 s in is frame 96, whatever frame number is sent.
  expect(end.anchor).toEqual({ kind: 'time', time: 4, endTime: null, frame: 96, endFrame: null });
  const page = await thread(casey, report, {
    text: 'Typo',
    anchor: point(0.2, 0.3, 2),
    drawing: { shapes: [rectangle] },
  });
  expect(page.anchor).toMatchObject({ page: 2 });
});

it('pins to a 3D position on the site model and to a moment of a 360° video', async () => {
  const site = await mediaIdOf(api.db, 'Waterfront Pavilion', 'Barangaroo site model');
  const reef = await mediaIdOf(api.db, 'Reef Discovery App', 'Reef drift 360°');
  const casey = await api.signedIn(PEOPLE.casey);
  const position = { kind: 'position', longitude: 151.2, latitude: -33.86, height: 12 };
  expect(
    (await post(casey, site, { text: 'Roof line', anchor: position as never })).statusCode,
  ).toBe(201);
  expect(await refusal(site, { text: 'x', anchor: { ...position, latitude: -91 } })).toEqual({
    'Anchor.Latitude': ['Latitude must be between −90 and 90 degrees.'],
  });
  // The reef video lasts 3 s; Mia (Kookaburra) comments on it.
  const mia = await api.signedIn('mia@kookaburra.example.com');
  const view = { kind: 'view', yaw: 0, pitch: 0, zoom: 30 };
  expect(
    (await post(mia, reef, { text: 'Fish!', anchor: { ...view, time: 2 } as never })).statusCode,
  ).toBe(201);
  const late = await post(mia, reef, { text: 'x', anchor: { ...view, time: 3.5 } as never });
  expect(late.json().errors).toEqual({
    'Anchor.Time': ["Time must be within the medium's duration (3 s)."],
  });
});

it('stores the frames of a moment and a range at the frame rate, and takes a drawing on a frame', async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const reef = await mediaIdOf(api.db, 'Reef Discovery App', 'Reef drift 360°');
  const casey = await api.signedIn(PEOPLE.casey);
  const drawn = await thread(casey, flythrough, {
    text: 'Soften this corner',
    anchor: { ...at(2 + 0.5 / 24, 3), frame: 7 } as never,
    drawing: { shapes: [rectangle] },
  });
  expect(drawn).toMatchObject({ hasDrawing: true });
  expect(drawn.anchor).toMatchObject({ frame: 48, endFrame: 72 });
  expect(await drawingOf(casey, drawn.id)).toEqual({ shapes: [rectangle] });

  // A 360° video's view at a moment takes one too (its frame counted at 24 fps), a view with no time does not.
  const mia = await api.signedIn('mia@kookaburra.example.com');
  const view = { kind: 'view', yaw: 0, pitch: 0, zoom: 30 };
  const seen = await post(mia, reef, {
    text: 'That fish',
    anchor: { ...view, time: 1.5 } as never,
    drawing: { shapes: [rectangle] } as never,
  });
  expect(seen.statusCode).toBe(201);
  expect(seen.json().anchor).toMatchObject({ frame: 36 });
  const timeless = await post(mia, reef, {
    text: 'x',
    anchor: view as never,
    drawing: { shapes: [rectangle] } as never,
  });
  expect(timeless.json().errors).toEqual({
    Drawing: [
      'Drawings go on a point of an image or a PDF page, a moment of a video, or a 360° video’s view at a moment.',
    ],
  });
});

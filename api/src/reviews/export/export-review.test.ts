import { REVIEW_EXPORT_MESSAGES, SHARE_MESSAGES } from '@portal/contract';
import {
  DUSK,
  FLYTHROUGH,
  mediaIdOf,
  PAVILION,
  PEOPLE,
  thread,
} from '../../test/reviews-support.js';
import { withTestApp, type TestBrowser } from '../../test/test-app.js';
import { readPdf } from './testing/read-pdf.js';
import { parse } from 'csv-parse/sync';

/** The rows of a CSV as a spreadsheet reads them (its byte order mark dropped). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relaxColumnCount: false });

// The export route on the seed's review: who may export, and what the files hold (each format
// is tested on its own beside its writer; here, as a caller receives it).

const api = withTestApp();

const exportUrl = (mediaId: number, query: string) =>
  `/api/media/${mediaId}/comments/export?${query}`;

async function exported(browser: TestBrowser, url: string) {
  const response = await browser.request('GET', url);
  return {
    status: response.statusCode,
    type: String(response.headers['content-type']),
    disposition: String(response.headers['content-disposition']),
    body: response.body,
  };
}

it("exports the fly-through's three threads as a CSV, one row each, at their frames", async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const casey = await api.signedIn(PEOPLE.casey);
  const csv = await exported(casey, exportUrl(flythrough, 'format=csv'));
  expect(csv).toMatchObject({ status: 200, type: 'text/csv; charset=utf-8' });
  expect(csv.disposition).toContain("filename*=UTF-8''Fly-through%20%E2%80%93%20comments.csv");
  const [header, ...rows] = parseCsv(csv.body);
  const column = (name: string) => header!.indexOf(name);
  expect(rows).toHaveLength(3);
  expect(rows.map((row) => row[column('Frame in')])).toEqual(['24', '60', '78']);
  expect(rows.map((row) => row[column('Frame out')])).toEqual(['', '84', '']);
  expect(rows.map((row) => row[column('Timecode in')])).toEqual([
    '00:00:01:00',
    '00:00:02:12',
    '00:00:03:06',
  ]);
  expect(rows.map((row) => row[column('Status')])).toEqual(['Open', 'Open', 'Resolved']);
  expect(rows[0]![column('Replies')]).toMatch(/^Noah Lumen \(.+\): Agreed: we will lift/);
});

it('exports them as Resolve markers at their frames, and markers only of a video', async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const olivia = await api.signedIn(PEOPLE.olivia);
  const edl = await exported(olivia, exportUrl(flythrough, 'format=edl'));
  expect(edl.status).toBe(200);
  // Each marker's record in (the 7th field of its event) at 24 fps from 00:00:00:00, and its
  // length in frames (a range's 25, a moment's 1) on the line below.
  const lines = edl.body.split(/\r?\n/);
  const events = lines.flatMap((line, index) =>
    /^\d{3}\s/.test(line)
      ? [[line.trim().split(/\s+/)[6], /\|D:(\d+)/.exec(lines[index + 1]!)?.[1]]]
      : [],
  );
  expect(events).toEqual([
    ['00:00:01:00', '1'],
    ['00:00:02:12', '25'],
    ['00:00:03:06', '1'],
  ]);
  for (const format of ['fcpxml', 'premiere']) {
    expect((await exported(olivia, exportUrl(flythrough, `format=${format}`))).status).toBe(200);
  }
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const refused = await olivia.request('GET', exportUrl(dusk, 'format=edl'));
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe(REVIEW_EXPORT_MESSAGES.markersOnVideos);
  expect((await exported(olivia, exportUrl(dusk, 'format=csv'))).status).toBe(200);
});

it("reports the fly-through's threads in a PDF, each with its frame, and the decisions", async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const olivia = await api.signedIn(PEOPLE.olivia);
  const response = await olivia.request('GET', exportUrl(flythrough, 'format=pdf'));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(String(response.headers['content-disposition'])).toContain('.pdf');
  const { text, images } = await readPdf(response.rawPayload);
  for (const line of ['Comment 1', 'Comment 2', 'Comment 3', 'Casey Client', 'Noah Lumen']) {
    expect(text).toContain(line);
  }
  expect(text).toContain('00:00:02:12');
  // Each of the three threads with the frame it is pinned to, read from the demo video.
  expect(images).toHaveLength(3);
});

it('refuses an unknown format or version, and keeps the review from those who may not read it', async () => {
  const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
  const casey = await api.signedIn(PEOPLE.casey);
  const wrong = await casey.request('GET', exportUrl(flythrough, 'format=docx'));
  expect(wrong.statusCode).toBe(400);
  expect(JSON.stringify(wrong.json())).toContain(REVIEW_EXPORT_MESSAGES.format);
  expect(
    (await casey.request('GET', exportUrl(flythrough, 'format=csv&version=2'))).statusCode,
  ).toBe(404);
  expect((await exported(casey, exportUrl(flythrough, 'format=csv&version=1'))).status).toBe(200);
  // Waterfront Pavilion is a Showcase project: Liam (another client) sees its renders, not its review.
  const liam = await api.signedIn(PEOPLE.liam);
  expect((await liam.request('GET', exportUrl(flythrough, 'format=csv'))).statusCode).toBe(404);
  expect((await api.visitor().request('GET', exportUrl(flythrough, 'format=csv'))).statusCode).toBe(
    401,
  );
});

it("writes a guest's formula as text, never as a formula a spreadsheet runs", async () => {
  const dusk = await mediaIdOf(api.db, ...DUSK);
  const casey = await api.signedIn(PEOPLE.casey);
  await thread(casey, dusk, {
    text: '=HYPERLINK("https://evil.example.com","Click")',
    anchor: { kind: 'whole' } as never,
  });
  const { body } = await exported(casey, exportUrl(dusk, 'format=csv'));
  const [header, ...rows] = parseCsv(body);
  const texts = rows.map((row) => row[header!.indexOf('Text')]);
  expect(texts).toContain(`'=HYPERLINK("https://evil.example.com","Click")`);
});

describe('through a review link', () => {
  async function linkWith(downloads: string) {
    const project = await api.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', PAVILION)
      .executeTakeFirstOrThrow();
    const olivia = await api.signedIn(PEOPLE.olivia);
    const created = await olivia.request('POST', `/api/projects/${project.id}/share-links`, {
      allowComments: true,
      downloads,
    });
    expect(created.statusCode).toBe(201);
    const token = (created.json().url as string).split('/share/')[1]!;
    const guest = api.visitor();
    await guest.request('GET', `/api/share/${token}`);
    const flythrough = await mediaIdOf(api.db, ...FLYTHROUGH);
    return { guest, url: `/api/share/${token}/media/${flythrough}/comments/export?format=csv` };
  }

  it('lets a guest who may download export, and refuses one who may download nothing', async () => {
    const allowed = await linkWith('previews');
    const csv = await exported(allowed.guest, allowed.url);
    expect(csv.status).toBe(200);
    expect(parseCsv(csv.body)).toHaveLength(4);
    const none = await linkWith('none');
    const refused = await none.guest.request('GET', none.url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SHARE_MESSAGES.downloadNotAllowed);
  });
});

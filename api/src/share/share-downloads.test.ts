import { SHARE_DOWNLOADS, SHARE_MESSAGES, type ShareDownloads } from '@portal/contract';
import { withTestApp } from '../test/test-app.js';

const api = withTestApp();

const OLIVIA = 'olivia@harbourco.example.com';
const PDF = 'Design visualisation report';
const ZIP = 'Deliverables package';

/** A link to Waterfront Pavilion with this download rule, and the addresses of its PDF and zip. */
async function sharedWith(downloads: ShareDownloads) {
  const project = await api.db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', 'Waterfront Pavilion')
    .executeTakeFirstOrThrow();
  const olivia = await api.signedIn(OLIVIA);
  const created = await olivia.request('POST', `/api/projects/${project.id}/share-links`, {
    downloads,
  });
  expect(created.statusCode).toBe(201);
  const token = (created.json().url as string).split('/share/')[1]!;
  const visitor = api.visitor();
  const content = (await visitor.request('GET', `/api/share/${token}`)).json();
  const media = content.posts.flatMap(
    (post: { media: { id: number; title: string; file: { fileUri: string } }[] }) => post.media,
  );
  const addressOf = (title: string) =>
    media.find((each: { title: string }) => each.title === title).file.fileUri as string;
  const get = async (url: string) => {
    const response = await visitor.request('GET', url);
    return {
      status: response.statusCode,
      type: String(response.headers['content-type']),
      disposition: String(response.headers['content-disposition']),
      message: response.statusCode >= 400 ? (response.json().message as string) : undefined,
    };
  };
  const download = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=1`;
  return { get, download, pdf: addressOf(PDF), zip: addressOf(ZIP) };
}

const refused = { status: 403, message: SHARE_MESSAGES.downloadNotAllowed };

it.each(SHARE_DOWNLOADS.filter((rule) => rule !== 'originals'))(
  'keeps the PDF and zip originals in through a %s link, each refusal saying why',
  async (rule) => {
    const { get, download, pdf, zip } = await sharedWith(rule);
    // Neither to show (pdf.js would be handed the very file) nor to keep.
    expect(await get(pdf)).toMatchObject(refused);
    expect(await get(zip)).toMatchObject(refused);
    if (rule === 'none') {
      expect(await get(download(pdf))).toMatchObject(refused);
      expect(await get(download(zip))).toMatchObject(refused);
    } else {
      // Previews only: a preview or nothing, never the file (the tests make no previews, and a
      // zip has none).
      const previewsOnly = { status: 403, message: SHARE_MESSAGES.previewsOnly };
      expect(await get(download(pdf))).toMatchObject(previewsOnly);
      expect(await get(download(zip))).toMatchObject(previewsOnly);
    }
  },
);

it('sends the PDF and zip originals through a link that allows them', async () => {
  const { get, download, pdf, zip } = await sharedWith('originals');
  expect(await get(pdf)).toMatchObject({ status: 200, type: 'application/pdf' });
  expect(await get(download(pdf))).toMatchObject({
    status: 200,
    disposition: expect.stringMatching(/^attachment/),
  });
  expect(await get(download(zip))).toMatchObject({ status: 200, type: 'application/zip' });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import {
  DEFAULT_VIDEO_REQUIREMENTS,
  INVALID_EMAIL_MESSAGE,
  SHARE_MESSAGES,
  UPLOAD_LINK_MESSAGES,
  type UploadLinkInfo,
} from '@portal/shared';
import { UploadLinkPage } from './upload-link-page';

const OPEN = '/api/upload-links/abc';
const MB = 1024 ** 2;

const info = (changes: Partial<UploadLinkInfo> = {}): UploadLinkInfo => ({
  label: 'Site photos',
  postId: 12,
  postTitle: 'Builder photos',
  expiresDate: null,
  maxTotalBytes: 10 * MB,
  remainingBytes: 2 * MB,
  allowedTypes: ['Image', 'Pdf'],
  chunkSize: 65_536,
  maxFileSize: 100 * MB,
  videoRequirements: DEFAULT_VIDEO_REQUIREMENTS,
  sender: null,
  ...changes,
});

const renderPage = () => renderAt('/upload/:token', '/upload/abc', <UploadLinkPage token="abc" />);

const fileOf = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

it('says a link was turned off, and shows nothing of what it was for', async () => {
  stubFetch({ [`GET ${OPEN}`]: () => json(410, { message: UPLOAD_LINK_MESSAGES.revoked }) });
  renderPage();
  expect(
    await screen.findByRole('heading', { name: UPLOAD_LINK_MESSAGES.revoked }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Builder photos/)).not.toBeInTheDocument();
});

it('says an unknown link is invalid', async () => {
  stubFetch({ [`GET ${OPEN}`]: () => json(404, { message: 'Not found.' }) });
  renderPage();
  expect(
    await screen.findByRole('heading', { name: UPLOAD_LINK_MESSAGES.invalid }),
  ).toBeInTheDocument();
});

it('asks who is sending first, with field errors, then shows the uploader', async () => {
  let sender: UploadLinkInfo['sender'] = null;
  const fetchMock = stubFetch({
    [`GET ${OPEN}`]: () => json(200, info({ sender })),
    [`POST ${OPEN}/sender`]: () => {
      sender = { name: 'Ben Builder', email: 'ben@builder.example.com' };
      return json(200, sender);
    },
  });
  renderPage();
  const form = await screen.findByRole('form', { name: 'Who is sending' });
  expect(screen.getByText('Takes images or PDFs')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  expect(await within(form).findByText(SHARE_MESSAGES.guestNameRequired)).toBeInTheDocument();
  expect(within(form).getByText(INVALID_EMAIL_MESSAGE)).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', `${OPEN}/sender`)).toEqual([]);

  await userEvent.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Ben Builder');
  await userEvent.type(
    within(form).getByRole('textbox', { name: 'Your e-mail address' }),
    'ben@builder.example.com',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(/Sending as/)).toHaveTextContent(
    'Sending as Ben Builder (ben@builder.example.com).',
  );
  expect(bodiesSentTo(fetchMock, 'POST', `${OPEN}/sender`)).toEqual([
    { name: 'Ben Builder', email: 'ben@builder.example.com' },
  ]);
});

it('refuses files of other kinds or past what the link has left before sending a byte', async () => {
  const fetchMock = stubFetch({
    [`GET ${OPEN}`]: () => json(200, info({ sender: { name: 'Ben', email: 'ben@example.com' } })),
  });
  renderPage();
  const input = await screen.findByLabelText('Files to upload');
  // The picker offers the link's kinds only.
  expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.webp,.pdf');
  await userEvent.upload(input, [fileOf('drawings.zip', 10, 'application/zip')], {
    applyAccept: false,
  });
  expect(await screen.findByRole('listitem', { name: 'drawings.zip' })).toHaveTextContent(
    'This link takes only images or PDFs.',
  );
  await userEvent.upload(
    input,
    [fileOf('big.png', 1.5 * MB, 'image/png'), fileOf('bigger.png', 1 * MB, 'image/png')],
    { applyAccept: false },
  );
  // The first fits in the 2 MB left; the second would pass them.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Upload 1 file' })).toBeEnabled());
  expect(screen.getByRole('listitem', { name: 'bigger.png' })).toHaveTextContent(
    UPLOAD_LINK_MESSAGES.overLimit('512 KB'),
  );
  expect(bodiesSentTo(fetchMock, 'POST', `${OPEN}/chunks`)).toEqual([]);
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiError,
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENT_MESSAGES,
  type CommentAttachment,
  type FileProgress,
  type ReviewThread,
} from '@portal/shared';
import { bodiesSentTo, json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import type { AttachOptions } from './api/attach-file';
import {
  ReviewTransportProvider,
  SIGNED_IN_REVIEW,
  shareReviewTransport,
  type ReviewTransport,
} from './api/review-transport';
import { ATTACHMENTS_NOT_DOWNLOADABLE } from './comment-attachments';
import { CommentComposer } from './comment-composer';
import { useDraftPin } from './draft-pin';
import { ReviewMediumProvider } from './review-context';
import { threadOf } from './testing/review-fixtures';
import { ThreadCard } from './thread-card';
import { ATTACHMENT_TEXTS } from './use-attachments';

const fileOf = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1 });

const attachmentOf = (
  id: number,
  fileName: string,
  overrides: Partial<CommentAttachment> = {},
): CommentAttachment => ({
  id,
  fileName,
  size: 2048,
  contentType: 'application/pdf',
  isPicture: false,
  url: `/api/media/12/comments/attachments/${id}`,
  ...overrides,
});

/** An uploader the test drives: each file's upload waits until the test finishes or fails it. */
function fakeUploads() {
  const pending = new Map<
    string,
    {
      options: AttachOptions;
      finish: (attachment: CommentAttachment) => void;
      fail: (error: unknown) => void;
    }
  >();
  const attach = jest.fn(
    (_mediaId: number, file: File, options: AttachOptions) =>
      new Promise<CommentAttachment>((resolve, reject) => {
        options.onProgress?.({ sentBytes: 0, totalBytes: file.size, percent: 40 } as FileProgress);
        pending.set(file.name, { options, finish: resolve, fail: reject });
      }),
  );
  return { attach, pending };
}

function Composer({ onPosted }: { onPosted: (thread: { id: number }) => void }) {
  const pin = useDraftPin('Video', null);
  return <CommentComposer pin={pin} canCapture={false} onPosted={onPosted} />;
}

function renderWith(transport: ReviewTransport, ui: React.ReactElement) {
  renderWithPortal(
    <ReviewTransportProvider value={transport}>
      <ReviewMediumProvider mediaId={12} mediaType="Video" frameRate={25} people={[]}>
        {ui}
      </ReviewMediumProvider>
    </ReviewTransportProvider>,
  );
}

const pick = async (...files: File[]) =>
  userEvent.upload(screen.getByLabelText('Files to attach'), files);

it('uploads each picked file at once, waits to post until they are done, and posts their ids', async () => {
  const uploads = fakeUploads();
  const fetchMock = stubFetch({
    'POST /api/media/12/comments': () => json(201, threadOf(9)),
    'GET /api/media/12/comments?status=all&order=position': () => json(200, { threads: [] }),
  });
  const onPosted = jest.fn();
  renderWith({ ...SIGNED_IN_REVIEW, attach: uploads.attach }, <Composer onPosted={onPosted} />);

  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'See the plan');
  await userEvent.click(screen.getByRole('button', { name: 'Attach files' }));
  await pick(
    fileOf('reference.png', 1536, 'image/png'),
    fileOf('Marked up plan.pdf', 2048, 'application/pdf'),
  );
  expect(uploads.attach).toHaveBeenCalledTimes(2);
  const list = screen.getByRole('list', { name: 'Attached files' });
  const picture = within(list).getByRole('listitem', { name: 'reference.png' });
  expect(picture).toHaveTextContent('1.5 KB');
  expect(
    within(picture).getByRole('progressbar', { name: 'Uploading reference.png' }),
  ).toHaveAttribute('aria-valuenow', '40');
  const post = screen.getByRole('button', { name: 'Post comment' });
  expect(post).toBeDisabled();
  expect(post).toHaveAccessibleDescription(ATTACHMENT_TEXTS.waiting);

  uploads.pending.get('reference.png')!.finish(attachmentOf(31, 'reference.png'));
  expect(await within(picture).findByText('Uploaded')).toBeInTheDocument();
  expect(post).toBeDisabled();
  uploads.pending.get('Marked up plan.pdf')!.finish(attachmentOf(32, 'Marked up plan.pdf'));
  await waitFor(() => expect(post).toBeEnabled());
  expect(screen.queryByText(ATTACHMENT_TEXTS.waiting)).not.toBeInTheDocument();

  await userEvent.click(post);
  await waitFor(() => expect(onPosted).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
  expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/comments')).toEqual([
    expect.objectContaining({ text: 'See the plan', attachments: [31, 32] }),
  ]);
  // Posted, the form is empty again.
  expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
});

it('refuses a sixth file and one over 200 MB before sending, shows a failed upload, and removes files', async () => {
  const uploads = fakeUploads();
  renderWith({ ...SIGNED_IN_REVIEW, attach: uploads.attach }, <Composer onPosted={jest.fn()} />);
  const huge = fileOf('huge.mov', 10, 'video/quicktime');
  Object.defineProperty(huge, 'size', { value: COMMENT_ATTACHMENT_MAX_BYTES + 1 });
  await pick(
    huge,
    ...[1, 2, 3, 4, 5, 6].map((n) => fileOf(`sheet ${n}.pdf`, 100, 'application/pdf')),
  );

  const refused = screen.getByRole('alert');
  expect(refused).toHaveTextContent(`huge.mov: ${ATTACHMENT_TEXTS.tooLarge}`);
  expect(ATTACHMENT_TEXTS.tooLarge).toBe('A file can be at most 200 MB.');
  expect(refused).toHaveTextContent(`sheet 6.pdf: ${COMMENT_ATTACHMENT_MESSAGES.tooMany}`);
  expect(uploads.attach).toHaveBeenCalledTimes(5);
  expect(screen.getAllByRole('listitem')).toHaveLength(5);

  // The API's refusal is shown on its row, and Post waits until that file is removed.
  uploads.pending.get('sheet 1.pdf')!.fail(new ApiError(403, COMMENT_ATTACHMENT_MESSAGES.guests));
  const failed = screen.getByRole('listitem', { name: 'sheet 1.pdf' });
  expect(await within(failed).findByText(COMMENT_ATTACHMENT_MESSAGES.guests)).toBeInTheDocument();
  ['sheet 2.pdf', 'sheet 3.pdf', 'sheet 4.pdf', 'sheet 5.pdf'].forEach((name) =>
    uploads.pending.get(name)!.finish(attachmentOf(40, name)),
  );
  const post = screen.getByRole('button', { name: 'Post comment' });
  expect(await screen.findByText(ATTACHMENT_TEXTS.failed)).toBeInTheDocument();
  expect(post).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove sheet 1.pdf' }));
  expect(screen.queryByRole('listitem', { name: 'sheet 1.pdf' })).not.toBeInTheDocument();
  expect(post).toBeEnabled();

  // Removing a file still being sent stops its upload.
  await pick(fileOf('late.pdf', 100, 'application/pdf'));
  const { signal } = uploads.pending.get('late.pdf')!.options;
  await userEvent.click(screen.getByRole('button', { name: 'Remove late.pdf' }));
  expect(signal?.aborted).toBe(true);
  expect(screen.getAllByRole('listitem')).toHaveLength(4);
});

it('offers a reply its files too', async () => {
  const uploads = fakeUploads();
  const fetchMock = stubFetch({
    'POST /api/media/12/comments': () =>
      json(201, { ...threadOf(20), parentId: 1, replies: undefined }),
  });
  renderWith(
    { ...SIGNED_IN_REVIEW, attach: uploads.attach },
    <ThreadCard thread={threadOf(1)} selected={false} canComment onSelect={jest.fn()} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Reply to Olivia Harbour' }), 'Here');
  await pick(fileOf('detail.jpg', 300, 'image/jpeg'));
  uploads.pending.get('detail.jpg')!.finish(attachmentOf(51, 'detail.jpg'));
  const post = screen.getByRole('button', { name: 'Post reply' });
  await waitFor(() => expect(post).toBeEnabled());
  await userEvent.click(post);
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'POST', '/api/media/12/comments')).toEqual([
      { text: 'Here', mentions: [], parentId: 1, attachments: [51] },
    ]),
  );
});

it('hides "Attach files" from a review link\'s guest', () => {
  renderWith(
    shareReviewTransport('tok', undefined, undefined, true),
    <Composer onPosted={jest.fn()} />,
  );
  expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Attach files' })).not.toBeInTheDocument();
});

const withFiles = (files: CommentAttachment[]): ReviewThread => threadOf(1, { attachments: files });

const sharedFiles = [
  attachmentOf(61, 'reference.png', {
    contentType: 'image/png',
    isPicture: true,
    url: '/api/share/tok/media/12/comments/attachments/61',
  }),
  attachmentOf(62, 'Marked up plan.pdf', {
    size: 1_572_864,
    url: '/api/share/tok/media/12/comments/attachments/62',
  }),
];

it('shows pictures as inline thumbnails that open them, and other files with their download', () => {
  renderWith(
    SIGNED_IN_REVIEW,
    <ThreadCard
      thread={withFiles([
        attachmentOf(61, 'reference.png', { contentType: 'image/png', isPicture: true }),
        attachmentOf(62, 'Marked up plan.pdf', { size: 1_572_864 }),
      ])}
      selected={false}
      canComment={false}
      onSelect={jest.fn()}
    />,
  );
  const picture = screen.getByRole('img', { name: 'reference.png' });
  expect(picture).toHaveAttribute('src', '/api/media/12/comments/attachments/61?inline=1');
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('link', { name: 'reference.png' })).toHaveAttribute(
    'href',
    '/api/media/12/comments/attachments/61?inline=1',
  );
  const files = screen.getByRole('list', { name: 'Attached files' });
  expect(files).toHaveTextContent('Marked up plan.pdf1.5 MB');
  expect(within(files).getByRole('link', { name: 'Download Marked up plan.pdf' })).toHaveAttribute(
    'href',
    '/api/media/12/comments/attachments/62',
  );
});

it("gives a review link's guest the link's addresses, or only names when it allows no download", () => {
  renderWith(
    shareReviewTransport('tok', undefined, undefined, true),
    <ThreadCard
      thread={withFiles(sharedFiles)}
      selected={false}
      canComment={false}
      onSelect={jest.fn()}
    />,
  );
  expect(screen.getByRole('img', { name: 'reference.png' })).toHaveAttribute(
    'src',
    '/api/share/tok/media/12/comments/attachments/61?inline=1',
  );
  expect(screen.getByRole('link', { name: 'Download Marked up plan.pdf' })).toHaveAttribute(
    'href',
    '/api/share/tok/media/12/comments/attachments/62',
  );
});

it('shows a "download nothing" guest the names and sizes only: the API refuses the files', () => {
  renderWith(
    shareReviewTransport('tok', undefined, undefined, false),
    <ThreadCard
      thread={withFiles(sharedFiles)}
      selected={false}
      canComment={false}
      onSelect={jest.fn()}
    />,
  );
  const files = screen.getByRole('list', { name: 'Attached files' });
  expect(
    within(files)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['reference.png2 KB', 'Marked up plan.pdf1.5 MB']);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText(ATTACHMENTS_NOT_DOWNLOADABLE)).toBeInTheDocument();
});

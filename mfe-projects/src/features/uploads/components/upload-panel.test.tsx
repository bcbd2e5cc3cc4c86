import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, stubFetch } from '@portal/shared/testing';
import type { AnalysisOutcome } from '@portal/shared';
import { postOf, projectOf } from '../../../testing/project';
import { UploadFilesButton } from './upload-files-button';

// The analyser (lib/*.test.ts) and the transfer (@portal/shared's chunked-upload.test.ts) are
// tested on their own; here, what the dialog does with their answers.
const analyses = new Map<string, AnalysisOutcome>();
jest.mock('../lib/analysis', () => ({
  analysisOf: (file: File) => Promise.resolve(analyses.get(file.name)!),
}));
const uploads: Array<{ name: string; finish: (media?: object) => void }> = [];
/** What the API answers of an added file's previews, in turn. */
const previews: object[] = [];
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  uploadFile: (
    file: File,
    _target: unknown,
    {
      onProgress,
    }: { onProgress: (p: { sentBytes: number; totalBytes: number; percent: number }) => void },
  ) =>
    new Promise((resolve) => {
      onProgress({ sentBytes: file.size / 2, totalBytes: file.size, percent: 45 });
      uploads.push({
        name: file.name,
        finish: (media = { id: 1 }) => {
          onProgress({ sentBytes: file.size, totalBytes: file.size, percent: 100 });
          resolve(media);
        },
      });
    }),
  cancelUpload: () => Promise.resolve(),
  apiTransport: { preview: () => Promise.resolve(previews.shift()) },
}));

const video = (fps: number) => ({
  analysis: {
    media: {
      track: [
        { '@type': 'General' },
        { '@type': 'Video', Width: 1280, Height: 720, BitRate: 2_000_000, FrameRate: fps },
      ],
    },
  },
});

const post = postOf({ id: 3, title: 'Dusk renders' });
const open = async () => {
  stubFetch({
    'GET /api/uploads/settings': () => json(200, { chunkSize: 104857600, maxFileSize: 1e9 }),
    'GET /api/projects/7/video-requirements': () =>
      json(200, {
        resolution: null,
        bitrate: { targetMbps: 10, marginMbps: null, comparison: 'LessThanEqual' },
        framerates: [30, 60],
      }),
  });
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <UploadFilesButton project={projectOf({ posts: [post] })} post={post} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Upload files to Dusk renders' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload files to Dusk renders' });
  await within(dialog).findByRole('button', { name: 'Choose files' });
  return dialog;
};
// As a drop would bring them: the picker's own filter (its accept list) left aside.
const pick = (dialog: HTMLElement, ...files: File[]) =>
  userEvent
    .setup({ applyAccept: false })
    .upload(within(dialog).getByLabelText('Files to upload'), files);

it("checks videos before anything is sent, and lists those that fail under the spec's errors", async () => {
  analyses.set('good.mp4', video(30));
  analyses.set('odd.mp4', video(25));
  const dialog = await open();
  await pick(
    dialog,
    new File(['a'], 'good.mp4', { type: 'video/mp4' }),
    new File(['b'], 'odd.mp4', { type: 'video/mp4' }),
  );
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(
    'odd.mp4: Video framerate (25.00 fps) must be one of: 30, 60 fps',
  );
  expect(alert).not.toHaveTextContent('good.mp4');
  const files = within(dialog).getByRole('list', { name: 'Files' });
  expect(within(files).getByRole('listitem', { name: 'odd.mp4' })).toHaveTextContent(
    'Cannot be uploaded',
  );
  expect(within(files).getByRole('listitem', { name: 'good.mp4' })).toHaveTextContent('Ready');
  // Only the file that passed is offered for upload.
  expect(within(dialog).getByRole('button', { name: 'Upload 1 file' })).toBeEnabled();
  expect(uploads).toEqual([]);
});

it('uploads the files one after another with their progress, and says when each is on the post', async () => {
  uploads.length = 0;
  const dialog = await open();
  await pick(
    dialog,
    new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }),
    new File(['PK'], 'renders.zip', { type: 'application/zip' }),
    new File(['?'], 'notes.docx'),
  );
  const notes = within(dialog).getByRole('listitem', { name: 'notes.docx' });
  expect(notes).toHaveTextContent('This type of file cannot be added to a post.');
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload 2 files' }));
  expect(
    await within(dialog).findByRole('progressbar', { name: 'Upload of brief.pdf' }),
  ).toHaveAttribute('aria-valuenow', '45');
  expect(uploads.map((upload) => upload.name)).toEqual(['brief.pdf']);
  act(() => uploads[0]!.finish());
  const brief = within(dialog).getByRole('listitem', { name: 'brief.pdf' });
  expect(await within(brief).findByText('Added to the post')).toBeInTheDocument();
  // A finished file keeps its bar, full.
  expect(within(brief).getByRole('progressbar', { name: 'Upload of brief.pdf' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(brief).toHaveTextContent('100%');
  // The second starts only once the first is done.
  await within(dialog).findByRole('progressbar', { name: 'Upload of renders.zip' });
  expect(uploads.map((upload) => upload.name)).toEqual(['brief.pdf', 'renders.zip']);
});

it('follows an added file’s previews, and says why they were refused', async () => {
  uploads.length = 0;
  analyses.set('clip.mp4', video(30));
  const preview = (status: string, reason: string | null = null) => ({
    status,
    progress: null,
    reason,
    widths: [],
    copies: [],
    pages: null,
    width: null,
    height: null,
  });
  previews.push(
    preview('working'),
    preview('failed', 'This file is not a video the portal can play'),
  );
  const dialog = await open();
  await pick(dialog, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Upload 1 file' }));
  await within(dialog).findByRole('progressbar', { name: 'Upload of clip.mp4' });
  act(() => uploads[0]!.finish({ id: 9, preview: preview('queued') }));
  const clip = within(dialog).getByRole('listitem', { name: 'clip.mp4' });
  expect(await within(clip).findByText('Added to the post')).toBeInTheDocument();
  expect(
    await within(clip).findByText(
      'This file is not a video the portal can play',
      {},
      { timeout: 10_000 },
    ),
  ).toBeInTheDocument();
  expect(previews).toEqual([]);
}, 20_000);

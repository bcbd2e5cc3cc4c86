import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, stubFetch } from '@portal/shared/testing';
import { mediaOf, postOf, projectOf } from '../../../testing/project';
import { MediaMenu } from '../../media-editing';
import { NewVersionHost } from './new-version';

const targets: unknown[] = [];
let finish = () => {};
jest.mock('@portal/shared', () => ({
  ...jest.requireActual('@portal/shared'),
  uploadFile: (file: File, target: unknown, { onProgress }: { onProgress: (p: object) => void }) =>
    new Promise((resolve) => {
      targets.push(target);
      onProgress({ sentBytes: file.size / 2, totalBytes: file.size, percent: 45 });
      finish = () => {
        onProgress({ sentBytes: file.size, totalBytes: file.size, percent: 100 });
        resolve({ id: 30 });
      };
    }),
  cancelUpload: () => Promise.resolve(),
}));

beforeEach(() => {
  targets.length = 0;
});

const dusk = mediaOf({ id: 30, title: 'Dusk' });
const post = postOf({ id: 3, title: 'Dusk renders', media: [dusk] });

async function openNewVersion() {
  stubFetch({
    'GET /api/uploads/settings': () => json(200, { chunkSize: 104857600, maxFileSize: 1e9 }),
    'GET /api/projects/7/video-requirements': () =>
      json(200, { resolution: null, bitrate: null, framerates: [] }),
  });
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <NewVersionHost>
      <MediaMenu project={projectOf({ posts: [post] })} post={post} media={dusk} />
    </NewVersionHost>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Dusk' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Upload new version' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload a new version of Dusk' });
  // The dialog's body is a lazy chunk: its first load here compiles it.
  await within(dialog).findByRole('button', { name: 'Choose a file' }, { timeout: 15_000 });
  return dialog;
}

const pick = (dialog: HTMLElement, file: File) =>
  userEvent
    .setup({ applyAccept: false })
    .upload(within(dialog).getByLabelText('File to upload'), file);

it('refuses a file of another type than the medium’s before anything is sent', async () => {
  const dialog = await openNewVersion();
  await pick(dialog, new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' }));
  const row = within(dialog).getByRole('listitem', { name: 'brief.pdf' });
  expect(row).toHaveTextContent("A new version must be of the item's type (Image).");
  expect(within(dialog).getByRole('button', { name: 'Upload new version' })).toBeDisabled();
  expect(targets).toEqual([]);
});

it('uploads one file as the medium’s new version', async () => {
  const dialog = await openNewVersion();
  await pick(dialog, new File(['png'], 'Dusk v2.png', { type: 'image/png' }));
  const upload = within(dialog).getByRole('button', { name: 'Upload new version' });
  await userEvent.click(upload);
  expect(targets).toEqual([{ postId: 3, mediaType: 'Image', versionOf: 30 }]);
  finish();
  expect(await within(dialog).findByText('Now version 2 of Dusk')).toBeInTheDocument();
});

it('asks before Done drops a file that is ready and not sent, and keeps it when told to', async () => {
  const dialog = await openNewVersion();
  await pick(dialog, new File(['png'], 'Dusk v2.png', { type: 'image/png' }));
  await within(dialog).findByRole('button', { name: 'Upload new version' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  const question = await screen.findByRole('dialog', { name: 'Close without uploading?' });
  expect(question).toHaveTextContent(
    'Dusk v2.png is ready and has not been uploaded. Close and leave it out?',
  );
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(within(dialog).getByRole('listitem', { name: 'Dusk v2.png' })).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Upload a new version of Dusk' })).toBeInTheDocument();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Close without uploading?' })).getByRole(
      'button',
      { name: 'Close without uploading' },
    ),
  );
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Upload a new version of Dusk' }),
    ).not.toBeInTheDocument(),
  );
  expect(targets).toEqual([]);
});

it('closes at once on Done once the file is sent', async () => {
  const dialog = await openNewVersion();
  await pick(dialog, new File(['png'], 'Dusk v2.png', { type: 'image/png' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Upload new version' }));
  finish();
  await within(dialog).findByText('Now version 2 of Dusk');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  expect(
    screen.queryByRole('dialog', { name: 'Close without uploading?' }),
  ).not.toBeInTheDocument();
  await waitFor(() =>
    expect(
      screen.queryByRole('dialog', { name: 'Upload a new version of Dusk' }),
    ).not.toBeInTheDocument(),
  );
});

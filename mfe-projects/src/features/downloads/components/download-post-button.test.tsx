import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadJobToastId, showToast } from '@portal/shared';
import { json, renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { DOWNLOAD_TEXTS } from '../hooks/use-queue-download';
import { DownloadPostButton } from './download-post-button';

const URL = '/api/project/7/post/12/download';
/** The job the API answers with, as it queues one. */
const queuedJob = {
  id: 3,
  projectId: 7,
  postId: 12,
  status: 'Queued',
  progress: 0,
  fileName: 'tower-dusk-exterior-renders.zip',
  fileSize: null,
  errorMessage: null,
  notificationId: 40,
  createdDate: '2024-05-01T10:00:00.000Z',
  startedDate: null,
  completedDate: null,
  downloadUrl: null,
};
const render = () => {
  signIn();
  return renderAt(
    '*',
    '/projects/7',
    <DownloadPostButton projectId={7} postId={12} postTitle="Dusk exterior renders" />,
  );
};
const click = () =>
  userEvent.click(screen.getByRole('button', { name: 'Download files: Dusk exterior renders' }));

it('queues the post’s download and says the bell will show it', async () => {
  const fetchMock = stubFetch({ [`POST ${URL}`]: () => json(202, queuedJob) });
  render();
  await click();
  expect(await screen.findByText(DOWNLOAD_TEXTS.queued)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST' }));
  // The job's live Queued notification, announced under the job's toast id, is not a second toast.
  act(() => {
    showToast({
      id: downloadJobToastId(queuedJob.id),
      type: 'info',
      title: DOWNLOAD_TEXTS.queuedTitle,
      message: '“Dusk exterior renders” is waiting to be packed.',
    });
  });
  expect(screen.getAllByText(DOWNLOAD_TEXTS.queuedTitle)).toHaveLength(1);
  expect(screen.queryByText('“Dusk exterior renders” is waiting to be packed.')).toBeNull();
});

it('shows the server’s reason when the download cannot be queued', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  stubFetch({
    [`POST ${URL}`]: () => json(400, { message: 'This post has no files to download.' }),
  });
  render();
  await click();
  expect(await screen.findByText('This post has no files to download.')).toBeInTheDocument();
});

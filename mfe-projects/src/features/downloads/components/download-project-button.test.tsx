import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, signIn, stubFetch } from '@portal/shared/testing';
import { postOf, projectOf } from '../../../testing/project';
import { DOWNLOAD_TEXTS } from '../hooks/use-queue-download';
import { DownloadProjectButton } from './download-project-button';

const URL = '/api/project/7/download';
/** The job the API answers with, as it queues one: the whole project's (no post). */
const queuedJob = {
  id: 4,
  projectId: 7,
  postId: null,
  status: 'Queued',
  progress: 0,
  fileName: 'Waterfront Pavilion.zip',
  fileSize: null,
  errorMessage: null,
  notificationId: 41,
  createdDate: '2024-05-01T10:00:00.000Z',
  startedDate: null,
  completedDate: null,
  downloadUrl: null,
};
const medium = {
  id: 30,
  mediaType: 'Image',
  title: 'Dusk',
  description: '',
  file: { fileName: 'dusk.jpg', fileUri: '/api/media/30/file' },
  url: '/api/media/30/file',
  thumbnailUrl: '',
  contentType: 'image/jpeg',
  size: 1000,
  variant: null,
  linked: false,
  version: 1,
} as const;
const withMedia = projectOf({
  posts: [postOf({ id: 12, title: 'Dusk exterior renders', media: [medium] })],
});
const render = (project = withMedia) => {
  signIn();
  return renderAt('*', '/projects/7', <DownloadProjectButton project={project} />);
};
const button = () =>
  screen.queryByRole('button', { name: 'Download all files: Waterfront Pavilion' });

it('queues the whole project’s download and says the bell will show it', async () => {
  const fetchMock = stubFetch({ [`POST ${URL}`]: () => json(202, queuedJob) });
  render();
  expect(button()).toHaveTextContent('Download all');
  await userEvent.click(button()!);
  expect(await screen.findByText(DOWNLOAD_TEXTS.queuedProject)).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'POST' }));
});

it('shows the server’s reason when the download cannot be queued', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  stubFetch({
    [`POST ${URL}`]: () => json(400, { message: 'This project has no files to download.' }),
  });
  render();
  await userEvent.click(button()!);
  expect(await screen.findByText('This project has no files to download.')).toBeInTheDocument();
});

it('is not offered when no published post has media (a draft’s are not packed)', () => {
  stubFetch({});
  render(
    projectOf({
      posts: [
        postOf({ id: 12, title: 'Kick-off' }),
        postOf({ id: 13, title: 'Sketches', publishedDate: null, media: [medium] }),
      ],
    }),
  );
  expect(button()).not.toBeInTheDocument();
});

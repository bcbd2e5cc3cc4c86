import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, stubFetch } from '@portal/shared/testing';
import { ALL_ACCESS, mediaOf, postOf, projectOf } from '../../../testing/project';
import { ShareAllReceivedButton, ShareReceivedButton } from './share-received';

const waiting = (id: number, title: string) =>
  mediaOf({ id, title, sentBy: 'Ben Builder', awaitingShare: true });
const post = postOf({
  id: 12,
  title: 'Site visit',
  media: [waiting(4, 'North corner'), waiting(5, 'Atrium'), mediaOf({ id: 6, title: 'Deck' })],
});

it('shares one received file from its card and says so', async () => {
  const fetchMock = stubFetch({
    'POST /api/media/4/share': () => json(200, mediaOf({ id: 4, title: 'North corner' })),
  });
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <ShareReceivedButton project={projectOf()} media={post.media[0]!} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Share North corner' }));
  expect(await screen.findByText('One received file is now shared.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('shares every waiting file of a post at once, and tells the API’s refusal', async () => {
  stubFetch({
    'POST /api/posts/12/received/share': () =>
      json(403, { message: 'You may not change this post.', errors: {} }),
  });
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <ShareAllReceivedButton project={projectOf()} post={post} />,
  );
  await userEvent.click(
    screen.getByRole('button', { name: 'Share all received files in Site visit' }),
  );
  await waitFor(() =>
    expect(screen.getByText('You may not change this post.')).toBeInTheDocument(),
  );
});

it('offers nothing to those who may not edit the post, on shared files, or for one waiting file', () => {
  const readOnly = projectOf({ access: { ...ALL_ACCESS, editPosts: false } });
  const single = postOf({ id: 13, title: 'Later', media: [waiting(7, 'Roof')] });
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <>
      <ShareReceivedButton project={readOnly} media={post.media[0]!} />
      <ShareReceivedButton project={projectOf()} media={post.media[2]!} />
      <ShareReceivedButton project={projectOf({ archived: true })} media={post.media[1]!} />
      <ShareAllReceivedButton project={readOnly} post={post} />
      <ShareAllReceivedButton project={projectOf()} post={single} />
    </>,
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import type { Post, ProjectAccess } from '@portal/shared';
import { ALL_ACCESS, postOf, projectOf } from '../../../testing/project';
import { PostMenu } from './post-menu';

const posts = [
  postOf({ id: 1, title: 'Dusk renders', summary: 'Warm light.' }),
  postOf({ id: 2, title: 'Level 9 concepts', publishedDate: null }),
  postOf({ id: 3, title: 'Site model' }),
];

const render = (post: Post, access: ProjectAccess = ALL_ACCESS) =>
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <PostMenu project={projectOf({ posts, access })} post={post} />,
  );

const choose = async (post: string, item: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${post}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

it('publishes a draft, notifying the team, and withdraws a published post', async () => {
  const fetchMock = stubFetch({
    'PUT /api/posts/2/published': () => json(200, posts[1]),
    'PUT /api/posts/1/published': () => json(200, posts[0]),
  });
  const { unmount } = render(posts[1]!);
  await choose('Level 9 concepts', 'Publish');
  expect(
    await screen.findByText("Post published. The project's team has been notified."),
  ).toBeInTheDocument();
  unmount();
  render(posts[0]!);
  await choose('Dusk renders', 'Withdraw to draft');
  expect(await screen.findByText(/^Post withdrawn: it is a draft again/)).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/posts/2/published')).toEqual([{ published: true }]);
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/posts/1/published')).toEqual([{ published: false }]);
});

it('moves a post by sending the whole new order; the first cannot move up', async () => {
  const fetchMock = stubFetch({
    'PUT /api/projects/7/posts/order': () => json(200, { success: true }),
  });
  render(posts[0]!);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Dusk renders' }));
  expect(await screen.findByRole('menuitem', { name: 'Move up' })).toBeDisabled();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Move down' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/projects/7/posts/order')).toEqual([
      { ids: [2, 1, 3] },
    ]),
  );
});

it('edits the title and summary, starting from what is there', async () => {
  const fetchMock = stubFetch({ 'PUT /api/posts/1': () => json(200, posts[0]) });
  render(posts[0]!);
  await choose('Dusk renders', 'Edit post');
  const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
  const title = within(dialog).getByRole('textbox', { name: /Title/ });
  expect(title).toHaveValue('Dusk renders');
  await userEvent.clear(title);
  await userEvent.type(title, 'Dusk renders, final');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Post saved.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/posts/1')).toEqual([
    { title: 'Dusk renders, final', summary: 'Warm light.' },
  ]);
});

it('deletes a post only once asked, and shows why it could not be', async () => {
  const archived = 'This project is archived: restore it to change it.';
  let answer = () => json(409, { message: archived, errors: {} });
  const fetchMock = stubFetch({ 'DELETE /api/posts/3': () => answer() });
  render(posts[2]!);
  await choose('Site model', 'Delete post');
  const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
  expect(dialog).toHaveTextContent("'Site model' is removed for everyone.");
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(archived);

  answer = () => json(200, { success: true });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
  expect(await screen.findByText('Post deleted.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('offers a publisher who may not edit only the release, and others nothing', async () => {
  const { unmount } = render(posts[0]!, { ...ALL_ACCESS, editPosts: false });
  await userEvent.click(screen.getByRole('button', { name: 'Actions for Dusk renders' }));
  expect(await screen.findAllByRole('menuitem')).toHaveLength(1);
  expect(screen.getByRole('menuitem', { name: 'Withdraw to draft' })).toBeInTheDocument();
  unmount();
  render(posts[0]!, { ...ALL_ACCESS, editPosts: false, publish: false });
  expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import {
  addDays,
  DUE_DATE_MESSAGES,
  studioDay,
  type Post,
  type ProjectAccess,
} from '@portal/shared';
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

/** A studio day `days` from today, as the field shows it (day first). */
const typed = (days: number) => addDays(studioDay(), days).split('-').reverse().join('/');

it('sets the review due date with the post; a past day is refused under the field', async () => {
  const fetchMock = stubFetch({
    'PUT /api/posts/1': () => json(200, posts[0]),
    'PUT /api/posts/1/due-date': () => json(200, { dueOn: addDays(studioDay(), 3) }),
  });
  render(posts[0]!);
  await choose('Dusk renders', 'Edit post');
  const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
  const due = () => within(dialog).getByRole('textbox', { name: 'Review due' });
  await waitFor(() => expect(due()).toBeEnabled());
  expect(due()).toHaveValue('');

  await userEvent.type(due(), typed(-1));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await within(dialog).findByText(DUE_DATE_MESSAGES.past)).toBeInTheDocument();
  expect(due()).toHaveAccessibleDescription(expect.stringContaining(DUE_DATE_MESSAGES.past));
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.clear(due());
  await userEvent.type(due(), typed(3));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Post saved.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/posts/1/due-date')).toEqual([
    { dueOn: addDays(studioDay(), 3) },
  ]);
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/posts/1')).toEqual([
    { title: 'Dusk renders', summary: 'Warm light.' },
  ]);
});

it('keeps a past due day the post already has, and clears it', async () => {
  const past = addDays(studioDay(), -4);
  const dated = postOf({ id: 1, title: 'Dusk renders', dueOn: past });
  const fetchMock = stubFetch({
    'PUT /api/posts/1': () => json(200, dated),
    'PUT /api/posts/1/due-date': () => json(200, { dueOn: null }),
  });
  render(dated);
  await choose('Dusk renders', 'Edit post');
  const dialog = await screen.findByRole('dialog', { name: 'Edit post' });
  const due = () => within(dialog).getByRole('textbox', { name: 'Review due' });
  await waitFor(() => expect(due()).toHaveValue(past.split('-').reverse().join('/')));
  // Saving the words alone leaves the day as it is.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Post saved.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/posts/1/due-date')).toEqual([]);

  await choose('Dusk renders', 'Edit post');
  const again = await screen.findByRole('dialog', { name: 'Edit post' });
  await userEvent.click(await within(again).findByRole('button', { name: 'Clear review due' }));
  await userEvent.click(within(again).getByRole('button', { name: 'Save changes' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/posts/1/due-date')).toEqual([{ dueOn: null }]),
  );
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

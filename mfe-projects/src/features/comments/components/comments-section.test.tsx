import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, signIn, stubFetch, userState } from '@portal/shared/testing';
import type { Comment } from '@portal/shared';
import { CommentsSection } from './comments-section';

const LIST = '/api/projects/7/comments?page=1&pageSize=20';
const POST = 'POST /api/projects/7/comments';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const comment = (id: number, extra: Partial<Comment> = {}): Comment => ({
  id,
  parentId: null,
  text: `Comment ${id}`,
  authorName: 'Olivia Harbour',
  createdDate: minutesAgo(5),
  isDeleted: false,
  canDelete: false,
  replies: [],
  ...extra,
});
const page = (items: Comment[]) => ({ page: 1, pageSize: 20, total: items.length, items });

/** A list the stubbed API keeps, so a test sees what a mutation changed after the refetch. */
function serverWith(items: Comment[]) {
  const state = { items };
  return { state, list: () => json(200, page(state.items)) };
}

const render = (claims = ['Engage.Project.View', 'Engage.Project.Comment']) => {
  signIn(userState({ userClaims: claims }));
  // The page passes the project's `access.comment`: the right, on a project that is not archived.
  const canComment = claims.includes('Engage.Project.Comment');
  return renderAt(
    '/projects/:projectId',
    '/projects/7',
    <CommentsSection projectId={7} canComment={canComment} />,
  );
};

it('lists threads with authors, relative times and indented replies', async () => {
  const reply = { ...comment(2, { parentId: 1, text: 'Agreed', authorName: 'Casey Client' }) };
  stubFetch({ [`GET ${LIST}`]: () => json(200, page([comment(1, { replies: [reply] })])) });
  render();
  const thread = await screen.findByRole('article', { name: 'Comment by Olivia Harbour' });
  expect(within(thread).getByText('Comment 1')).toBeInTheDocument();
  expect(within(thread).getAllByText('5 minutes ago')[0]).toBeInTheDocument();
  const answer = within(thread).getByRole('article', { name: 'Reply by Casey Client' });
  expect(answer).toHaveTextContent('Agreed');
  expect(within(answer).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  expect(within(thread).getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
});

it('says when there are no comments yet, and shows a deleted one as such', async () => {
  stubFetch({ [`GET ${LIST}`]: () => json(200, page([])) });
  const { unmount } = render();
  expect(await screen.findByText('No comments yet. Start the conversation.')).toBeInTheDocument();
  unmount();
  const tombstone = comment(1, { isDeleted: true, text: '', authorName: null });
  stubFetch({
    [`GET ${LIST}`]: () =>
      json(
        200,
        page([{ ...tombstone, replies: [comment(2, { parentId: 1, text: 'Still here' })] }]),
      ),
  });
  render();
  const thread = await screen.findByRole('article', { name: 'Deleted comment' });
  expect(thread).toHaveTextContent('This comment was deleted.');
  expect(thread).toHaveTextContent('Still here');
});

it('posts a comment and shows it once the list is fetched again', async () => {
  const server = serverWith([]);
  const fetchMock = stubFetch({
    [`GET ${LIST}`]: server.list,
    [POST]: (body) => {
      const created = comment(9, { text: (body as { text: string }).text, canDelete: true });
      server.state.items = [created];
      return json(201, created);
    },
  });
  render();
  await screen.findByText('No comments yet. Start the conversation.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Love the oak.');
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  expect(await screen.findByText('Love the oak.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/projects/7/comments')).toEqual([
    { text: 'Love the oak.' },
  ]);
  expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('');
});

it('replies to a top-level comment', async () => {
  const server = serverWith([comment(1, { authorName: 'Casey Client' })]);
  const fetchMock = stubFetch({
    [`GET ${LIST}`]: server.list,
    [POST]: () => {
      const reply = comment(2, { parentId: 1, text: 'On it', authorName: 'Casey Client' });
      server.state.items = [{ ...server.state.items[0]!, replies: [reply] }];
      return json(201, reply);
    },
  });
  render();
  const thread = await screen.findByRole('article', { name: 'Comment by Casey Client' });
  await userEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
  const box = within(thread).getByRole('textbox', { name: 'Reply to Casey Client' });
  expect(box).toHaveFocus();
  await userEvent.type(box, 'On it');
  await userEvent.click(within(thread).getByRole('button', { name: 'Post reply' }));
  expect(
    await within(thread).findByRole('article', { name: 'Reply by Casey Client' }),
  ).toHaveTextContent('On it');
  expect(bodiesSentTo(fetchMock, 'POST', '/api/projects/7/comments')).toEqual([
    { text: 'On it', parentId: 1 },
  ]);
  expect(within(thread).queryByRole('textbox')).not.toBeInTheDocument();
});

it('checks the comment before sending, and shows the server’s 400 on the field', async () => {
  const fetchMock = stubFetch({
    [`GET ${LIST}`]: () => json(200, page([])),
    [POST]: () =>
      json(400, { message: 'x', errors: { Text: ['A comment can be at most 4,000 characters.'] } }),
  });
  render();
  await screen.findByText('No comments yet. Start the conversation.');
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  expect(await screen.findByText('Enter a comment.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/projects/7/comments')).toEqual([]);

  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  expect(await screen.findByText('A comment can be at most 4,000 characters.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAttribute('aria-invalid', 'true');
});

it('says above a reply form when the comment it answers has gone', async () => {
  stubFetch({
    [`GET ${LIST}`]: () => json(200, page([comment(1, { authorName: 'Casey Client' })])),
    [POST]: () =>
      json(400, {
        message: 'One or more fields are invalid.',
        errors: { ParentId: ['The comment you are replying to has been deleted.'] },
      }),
  });
  render();
  const thread = await screen.findByRole('article', { name: 'Comment by Casey Client' });
  await userEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
  await userEvent.type(
    within(thread).getByRole('textbox', { name: 'Reply to Casey Client' }),
    'Hi',
  );
  await userEvent.click(within(thread).getByRole('button', { name: 'Post reply' }));
  expect(await within(thread).findByRole('alert')).toHaveTextContent(
    'The comment you are replying to has been deleted.',
  );
});

it('says when a comment could not be posted', async () => {
  stubFetch({
    [`GET ${LIST}`]: () => json(200, page([])),
    [POST]: () => json(500, { message: 'Something went wrong on our side.' }),
  });
  render();
  await screen.findByText('No comments yet. Start the conversation.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your comment could not be posted. Please try again.',
  );
  expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Hello');
});

it('offers Retry when the comments cannot load', async () => {
  stubFetch({ [`GET ${LIST}`]: () => json(500, { message: 'down' }) });
  render();
  expect(
    await screen.findByText('Comments could not be loaded.', {}, { timeout: 4000 }),
  ).toBeInTheDocument();
  stubFetch({ [`GET ${LIST}`]: () => json(200, page([comment(1)])) });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Comment 1')).toBeInTheDocument();
});

it('deletes an own comment after confirmation, and keeps it on Cancel', async () => {
  const server = serverWith([
    comment(1, { canDelete: true, authorName: 'Casey Client' }),
    comment(2),
  ]);
  const fetchMock = stubFetch({
    [`GET ${LIST}`]: server.list,
    'DELETE /api/projects/7/comments/1': () => {
      server.state.items = server.state.items.filter((item) => item.id !== 1);
      return json(200, { success: true });
    },
  });
  render();
  const own = await screen.findByRole('article', { name: 'Comment by Casey Client' });
  const other = screen.getByRole('article', { name: 'Comment by Olivia Harbour' });
  expect(within(other).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

  await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(fetchMock).not.toHaveBeenCalledWith('/api/projects/7/comments/1', expect.anything());

  await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
  const again = await screen.findByRole('dialog', { name: 'Delete this comment?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Delete comment' }));
  expect(await screen.findByText('Comment 2')).toBeInTheDocument();
  expect(
    screen.queryByRole('article', { name: 'Comment by Casey Client' }),
  ).not.toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/projects/7/comments/1',
    expect.objectContaining({ method: 'DELETE' }),
  );
});

it('offers no form when the project allows no comment, and says when comments are team-only', async () => {
  stubFetch({ [`GET ${LIST}`]: () => json(200, page([comment(1)])) });
  const { unmount } = render(['Engage.Project.View']);
  await screen.findByText('Comment 1');
  expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  unmount();

  const teamOnly = 'Comments on this project are open to its team only.';
  stubFetch({ [`GET ${LIST}`]: () => json(403, { message: teamOnly, errors: {} }) });
  render();
  expect(await screen.findByText(teamOnly)).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument();
});

it('scrolls to the comment a link names once the comments are loaded', async () => {
  const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
  stubFetch({ [`GET ${LIST}`]: () => json(200, page([comment(1), comment(4)])) });
  signIn(userState({ userClaims: ['Engage.Project.View'] }));
  renderAt(
    '/projects/:projectId',
    '/projects/7#comment-4',
    <CommentsSection projectId={7} canComment={false} />,
  );
  await screen.findByText('Comment 4');
  expect(scroll.mock.contexts.at(-1)).toHaveAttribute('id', 'comment-4');
  scroll.mockRestore();
});

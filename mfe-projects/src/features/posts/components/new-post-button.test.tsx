import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, signIn, stubFetch, userState } from '@portal/shared/testing';
import { ALL_ACCESS, projectOf } from '../../../testing/project';
import { NewPostButton } from './new-post-button';

const URL = '/api/projects/7/posts';
const created = {
  id: 31,
  title: 'Level 9 concepts',
  summary: 'Three options.',
  createdDate: '2026-11-23T01:00:00.000Z',
  media: [],
};

const render = (access = ALL_ACCESS) => {
  signIn(userState({ userClaims: ['Engage.Project.View', 'Engage.Post.Manage'] }));
  return renderAt(
    '/projects/:projectId',
    '/projects/7',
    <NewPostButton project={projectOf({ access })} />,
  );
};

const openForm = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'New post' }));
  return screen.findByRole('dialog', { name: 'New post' });
};

it("is offered only when the project's access allows writing posts", () => {
  render({ ...ALL_ACCESS, editPosts: false });
  expect(screen.queryByRole('button', { name: 'New post' })).not.toBeInTheDocument();
});

it('publishes a post with its title and summary, then closes and says so', async () => {
  const fetchMock = stubFetch({ [`POST ${URL}`]: () => json(201, created) });
  render();
  const dialog = await openForm();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Level 9 concepts');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Three options.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish post' }));
  expect(
    await screen.findByText("Post published. The project's team has been notified."),
  ).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'New post' })).not.toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', URL)).toEqual([
    { title: 'Level 9 concepts', summary: 'Three options.', publish: true },
  ]);
});

it('keeps a post as a draft, and says who sees it', async () => {
  const fetchMock = stubFetch({
    [`POST ${URL}`]: () => json(201, { ...created, publishedDate: null }),
  });
  render();
  const dialog = await openForm();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Level 9 concepts');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
  expect(await screen.findByText(/^Draft saved\. Only the studio sees it/)).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', URL)).toEqual([
    { title: 'Level 9 concepts', summary: '', publish: false },
  ]);
});

it('asks for a title before sending, and puts the server’s 400 on its field', async () => {
  const fetchMock = stubFetch({
    [`POST ${URL}`]: () =>
      json(400, {
        message: 'x',
        errors: { Summary: ['A summary can be at most 2,000 characters.'] },
      }),
  });
  render();
  const dialog = await openForm();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish post' }));
  expect(await within(dialog).findByText('Enter a title.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', URL)).toEqual([]);

  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'T');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'Long');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish post' }));
  expect(
    await within(dialog).findByText('A summary can be at most 2,000 characters.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Summary' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

it('says when the post could not be saved, and keeps what was written', async () => {
  stubFetch({ [`POST ${URL}`]: () => json(500, { message: 'down' }) });
  render();
  const dialog = await openForm();
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Draft');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish post' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'The post could not be saved. Please try again.',
  );
  expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Draft');
});

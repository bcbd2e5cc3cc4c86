import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { addDays, DUE_DATE_MESSAGES, studioDay, type Media } from '@portal/shared';
import { ALL_ACCESS, postOf, projectOf } from '../../../testing/project';
import { MediaMenu } from './media-menu';

const item = (id: number, title: string): Media => ({
  id,
  mediaType: 'Image',
  title,
  description: '',
  file: { fileName: `${title}.jpg`, fileUri: `/api/media/${id}/file` },
  url: `/api/media/${id}/file`,
  thumbnailUrl: '',
  contentType: 'image/jpeg',
  size: 1000,
  variant: null,
  linked: false,
  version: 1,
});
const media = [item(4, 'View A'), item(5, 'View B'), item(6, 'View C')];
const post = postOf({ id: 1, title: 'Dusk renders', media });

const render = (medium: Media, access = ALL_ACCESS) =>
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <MediaMenu project={projectOf({ access, posts: [post] })} post={post} media={medium} />,
  );

const choose = async (title: string, action: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
};

it("moves a medium within its post by sending the post's new order; the last cannot move later", async () => {
  const fetchMock = stubFetch({
    'PUT /api/posts/1/media/order': () => json(200, { success: true }),
  });
  render(media[2]!);
  await userEvent.click(screen.getByRole('button', { name: 'Actions for View C' }));
  expect(await screen.findByRole('menuitem', { name: 'Move later' })).toBeDisabled();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Move earlier' }));
  await waitFor(() =>
    expect(bodiesSentTo(fetchMock, 'PUT', '/api/posts/1/media/order')).toEqual([
      { ids: [4, 6, 5] },
    ]),
  );
});

it('edits the title and description, and puts a 400 on its field', async () => {
  let answer = () =>
    json(400, { message: 'x', errors: { Title: ['A title can be at most 200 characters.'] } });
  const fetchMock = stubFetch({ 'PUT /api/media/5': () => answer() });
  render(media[1]!);
  await choose('View B', 'Edit details');
  const dialog = await screen.findByRole('dialog', { name: 'Edit media details' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'North.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(
    await within(dialog).findByText('A title can be at most 200 characters.'),
  ).toBeInTheDocument();
  answer = () => json(200, media[1]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Media saved.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/media/5')).toEqual([
    { title: 'View B', description: 'North.' },
    { title: 'View B', description: 'North.' },
  ]);
});

it('sets a medium’s review due date; the API’s refusal lands on the field', async () => {
  const day = addDays(studioDay(), 5);
  let answer = () => json(400, { message: 'x', errors: { DueOn: [DUE_DATE_MESSAGES.invalid] } });
  const fetchMock = stubFetch({ 'PUT /api/media/5/due-date': () => answer() });
  render(media[1]!);
  await choose('View B', 'Set review due date');
  const dialog = await screen.findByRole('dialog', { name: 'Review due: View B' });
  // The picker loads on its own (the field is disabled until then).
  const due = () => within(dialog).getByRole('textbox', { name: 'Review due' });
  await waitFor(() => expect(due()).toBeEnabled());
  expect(due()).toHaveAccessibleDescription(expect.stringContaining('Leave it empty for none.'));
  await userEvent.type(due(), day.split('-').reverse().join('/'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save due date' }));
  expect(await within(dialog).findByText(DUE_DATE_MESSAGES.invalid)).toBeInTheDocument();

  answer = () => json(200, { dueOn: day, effectiveDueOn: day });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save due date' }));
  expect(await screen.findByText('Review due date saved.')).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'PUT', '/api/media/5/due-date')).toEqual([
    { dueOn: day },
    { dueOn: day },
  ]);
});

it('removes a medium once asked', async () => {
  const fetchMock = stubFetch({ 'DELETE /api/media/4': () => json(200, { success: true }) });
  render(media[0]!);
  await choose('View A', 'Remove');
  const dialog = await screen.findByRole('dialog', { name: 'Remove this media item?' });
  expect(dialog).toHaveTextContent("'View A' is removed from 'Dusk renders' for everyone.");
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Media removed.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/media/4',
    expect.objectContaining({ method: 'DELETE' }),
  );
});

it('is not offered to those who may not edit posts', () => {
  render(media[0]!, { ...ALL_ACCESS, editPosts: false });
  expect(screen.queryByRole('button', { name: 'Actions for View A' })).not.toBeInTheDocument();
});

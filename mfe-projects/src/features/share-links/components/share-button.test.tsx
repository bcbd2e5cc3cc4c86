import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import type { ShareLink } from '@portal/shared';
import { ALL_ACCESS, postOf, projectOf } from '../../../testing/project';
import { ShareButton } from './share-button';

const link: ShareLink = {
  id: 4,
  projectId: 7,
  postId: 2,
  scope: 'Dusk renders',
  label: 'For the board',
  url: 'http://localhost:8080/share/abc',
  createdDate: '2026-11-20T02:00:00.000Z',
  createdBy: 'Olivia Harbour',
  expiresDate: null,
  hasPassword: true,
  allowComments: true,
  allowDecisions: true,
  downloads: 'previews',
  guestCount: 2,
  viewCount: 3,
  lastViewedDate: '2026-11-21T02:00:00.000Z',
};
const project = projectOf({ posts: [postOf({ id: 2, title: 'Dusk renders' })] });

it('lists the working links and creates a review link for a post, protected, with previews to download', async () => {
  let links: ShareLink[] = [];
  const fetchMock = stubFetch({
    'GET /api/projects/7/share-links': () => json(200, links),
    'POST /api/projects/7/share-links': () => {
      links = [link];
      return json(201, link);
    },
  });
  renderAt('/projects/:projectId', '/projects/7', <ShareButton project={project} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share Waterfront Pavilion' });
  expect(await within(dialog).findByText('No active links. Create one below.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Share' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Dusk renders' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'For the board');
  await userEvent.type(within(dialog).getByLabelText(/Password/), 'harbour-2026');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Comment' }));
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'Approve or request changes' }),
  );
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Downloads' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Previews only' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
  const table = await within(dialog).findByRole('table', { name: 'Active share links' });
  expect(table).toHaveTextContent('For the board');
  expect(table).toHaveTextContent('Password');
  expect(table).toHaveTextContent('Comment');
  expect(table).toHaveTextContent('Decide');
  expect(table).toHaveTextContent('Previews only');
  expect(table).toHaveTextContent('2 guests');
  expect(
    within(table).getByRole('button', { name: 'Copy link: For the board' }),
  ).toBeInTheDocument();
  // Its address is on show too, to copy by hand where the clipboard is blocked.
  expect(within(table).getByText(link.url)).toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/projects/7/share-links')).toEqual([
    {
      postId: 2,
      label: 'For the board',
      expiresOn: null,
      password: 'harbour-2026',
      allowComments: true,
      allowDecisions: true,
      downloads: 'previews',
    },
  ]);
});

it('revokes a link only once asked', async () => {
  let links = [link];
  const fetchMock = stubFetch({
    'GET /api/projects/7/share-links': () => json(200, links),
    'DELETE /api/share-links/4': () => {
      links = [];
      return json(200, { success: true });
    },
  });
  renderAt('/projects/:projectId', '/projects/7', <ShareButton project={project} />);
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Revoke link: For the board' }));
  const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke link' }));
  await waitFor(() =>
    expect(screen.getByText('No active links. Create one below.')).toBeInTheDocument(),
  );
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/share-links/4',
    expect.objectContaining({ method: 'DELETE' }),
  );
});

it('is not offered to someone who may not manage the project', () => {
  stubFetch({});
  renderAt(
    '/projects/:projectId',
    '/projects/7',
    <ShareButton project={projectOf({ access: { ...ALL_ACCESS, manage: false } })} />,
  );
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});

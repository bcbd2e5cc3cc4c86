import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderAt, signIn, stubFetch, userState } from '@portal/shared/testing';
import ProjectsRoutes from './projects-routes';

const project = {
  id: 7,
  name: 'Waterfront Pavilion',
  description: 'A timber pavilion.',
  clientId: 2,
  clientName: 'Harbour & Co Architects',
  visibility: 99,
  coverImageUrl: '/api/media/1/file',
  postCount: 3,
  updatedDate: '2026-11-20T02:00:00.000Z',
};
const LIST =
  'GET /api/projects?page=1&pageSize=20&sort=updatedDate&direction=Descending&status=active';
const page =
  (items: unknown[], total = items.length) =>
  () =>
    json(200, { page: 1, pageSize: 20, total, items });

it('lists the projects as cards linking to their pages', async () => {
  stubFetch({ [LIST]: page([project]) });
  renderAt('/projects/*', '/projects', <ProjectsRoutes />);
  expect(await screen.findByRole('heading', { name: 'My Projects' })).toBeInTheDocument();
  // The link is the name (label in name), stretched over its card.
  const link = await screen.findByRole('link', { name: 'Waterfront Pavilion' });
  expect(link).toHaveAttribute('href', '/projects/7');
  expect(link).toHaveTextContent(/^Waterfront Pavilion$/);
  const card = within(screen.getByRole('list', { name: 'Projects' })).getByRole('listitem');
  expect(card).toContainElement(link);
  expect(card).toHaveTextContent('Showcase');
  expect(card).toHaveTextContent('3 posts · Updated 20 Nov 2026');
  // The cover is decorative: the name beside it says what it is.
  expect(card.querySelector('img')).toHaveAttribute('alt', '');
});

it('searches by name', async () => {
  const fetchMock = stubFetch({
    [LIST]: page([project]),
    'GET /api/projects?page=1&pageSize=20&search=bondi&sort=updatedDate&direction=Descending&status=active':
      page([]),
  });
  renderAt('/projects/*', '/projects', <ProjectsRoutes />);
  await screen.findByRole('link', { name: 'Waterfront Pavilion' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Search projects' }), 'bondi');
  expect(await screen.findByText('No matching projects')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/projects?page=1&pageSize=20&search=bondi&sort=updatedDate&direction=Descending&status=active',
    expect.anything(),
  );
});

it('offers Retry when the list cannot load, and shows it once it can', async () => {
  const fetchMock = stubFetch({
    [LIST]: () => json(500, { message: 'down' }),
  });
  renderAt('/projects/*', '/projects', <ProjectsRoutes />);
  expect(
    await screen.findByText('Your projects could not be loaded.', {}, { timeout: 4000 }),
  ).toBeInTheDocument();
  stubFetch({ [LIST]: page([project]) });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Waterfront Pavilion' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalled();
});

it('says when a project is not found', async () => {
  stubFetch({});
  renderAt('/projects/*', '/projects/99', <ProjectsRoutes />);
  expect(await screen.findByText('Project not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to My Projects' })).toHaveAttribute(
    'href',
    '/projects',
  );
});

it('shows a project with its posts and media', async () => {
  stubFetch({
    'GET /api/projects/7': () =>
      json(200, {
        ...project,
        posts: [
          {
            id: 1,
            title: 'Dusk renders',
            summary: 'Warm light.',
            createdDate: '2026-11-19T02:00:00.000Z',
            media: [
              {
                id: 3,
                mediaType: 'Image',
                title: 'View A',
                description: 'From the foreshore.',
                file: { fileName: 'view-a.jpg', fileUri: '/api/media/3/file' },
                url: '/api/media/3/file',
                thumbnailUrl: '/api/media/3/thumbnail',
                contentType: 'image/jpeg',
                size: 1000,
                variant: null,
                linked: false,
              },
            ],
          },
        ],
      }),
  });
  renderAt('/projects/*', '/projects/7', <ProjectsRoutes />);
  expect(await screen.findByRole('heading', { name: 'Waterfront Pavilion' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dusk renders' })).toBeInTheDocument();
  const open = screen.getByRole('button', { name: 'Open View A (Image)' });
  const card = screen.getAllByRole('listitem').find((item) => item.contains(open))!;
  expect(within(card).getByRole('presentation')).toHaveAttribute('src', '/api/media/3/thumbnail');
  expect(within(card).getByText('From the foreshore.')).toBeInTheDocument();
});

it("puts the comments below the posts, and beside the title what the project's access allows", async () => {
  signIn(userState({ userClaims: ['Engage.Project.View', 'Engage.Post.Manage'] }));
  const access = { manage: false, editPosts: true, publish: true, comment: true };
  stubFetch({
    'GET /api/projects/7': () => json(200, { ...project, posts: [], access, reviewVisible: true }),
    'GET /api/projects/7/comments?page=1&pageSize=20': page([]),
  });
  renderAt('/projects/*', '/projects/7', <ProjectsRoutes />);
  const comments = await screen.findByRole('region', { name: 'Comments' });
  expect(
    await within(comments).findByText('No comments yet. Start the conversation.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New post' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Project settings' })).not.toBeInTheDocument();
});

it("gives the project's team tabs for its estimates, questions and invoices, each at its own address", async () => {
  const access = {
    manage: false,
    editPosts: false,
    publish: false,
    comment: true,
    workflows: true,
  };
  stubFetch({
    'GET /api/projects/7': () => json(200, { ...project, posts: [], access }),
    'GET /api/projects/7/comments?page=1&pageSize=20': page([]),
    'GET /api/projects/7/queries': () => json(200, { canCreate: false, items: [] }),
  });
  renderAt('/projects/*', '/projects/7', <ProjectsRoutes />);
  const tabs = await screen.findByRole('tablist');
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Posts', 'Estimates', 'Questions', 'Invoices']);
  expect(screen.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: 'Questions' }));
  expect(
    await screen.findByText('The studio has no questions for you at the moment.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
});

it('shows no tabs and no discussion to someone outside the team (a Showcase project seen by the public)', async () => {
  const fetchMock = stubFetch({
    'GET /api/projects/7': () =>
      json(200, {
        ...project,
        posts: [],
        access: { manage: false, editPosts: false, publish: false, comment: false },
      }),
    'GET /api/projects/7/comments?page=1&pageSize=20': page([]),
  });
  renderAt('/projects/*', '/projects/7', <ProjectsRoutes />);
  expect(await screen.findByRole('heading', { name: 'Waterfront Pavilion' })).toBeInTheDocument();
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Comments' })).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(
    '/api/projects/7/comments?page=1&pageSize=20',
  );
});

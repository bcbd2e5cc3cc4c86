import { screen } from '@testing-library/react';
import { json, renderAt, stubFetch } from '@portal/shared/testing';
import EmbedPostPage from './embed-post-page';

const post = {
  project: { id: 1, name: 'Waterfront Pavilion', clientName: 'Harbour & Co Architects' },
  post: {
    id: 2,
    title: 'Dusk exterior renders',
    summary: 'Warm light across the deck.',
    createdDate: '2026-11-20T02:00:00.000Z',
    media: [
      {
        id: 10,
        mediaType: 'Image',
        title: 'View A',
        url: '/api/media/10/file',
        thumbnailUrl: '/api/media/10/file',
      },
      {
        id: 11,
        mediaType: 'Pdf',
        title: 'Brief',
        url: '/api/media/11/file',
        thumbnailUrl: '/api/media/11/file',
      },
    ],
  },
};

it('shows the post, its date in en-AU and its media', async () => {
  stubFetch({ 'GET /api/embed/project/1/post/2': () => json(200, post) });
  renderAt('/embed/project/:projectId/post/:postId', '/embed/project/1/post/2', <EmbedPostPage />);
  expect(await screen.findByRole('heading', { name: 'Dusk exterior renders' })).toBeInTheDocument();
  expect(screen.getByText('Harbour & Co Architects · Waterfront Pavilion')).toBeInTheDocument();
  expect(screen.getByText('20 Nov 2026')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'View A' })).toHaveAttribute('src', '/api/media/10/file');
  expect(screen.getByRole('link', { name: 'Open Brief' })).toHaveAttribute(
    'href',
    '/api/media/11/file',
  );
});

it('says the post is not available when the API answers 404', async () => {
  stubFetch({});
  renderAt('/embed/project/:projectId/post/:postId', '/embed/project/1/post/99', <EmbedPostPage />);
  expect(await screen.findByText('This post is not available.')).toBeInTheDocument();
});

it('shows the chosen file first with a file id', async () => {
  stubFetch({ 'GET /api/embed/project/1/post/2': () => json(200, post) });
  renderAt(
    '/project/:projectId/post/:postId/embed/:fileId',
    '/project/1/post/2/embed/11',
    <EmbedPostPage />,
  );
  await screen.findByRole('heading', { name: 'Dusk exterior renders' });
  const links = screen.getAllByRole('link');
  expect(links[0]).toHaveAccessibleName('Open Brief');
});

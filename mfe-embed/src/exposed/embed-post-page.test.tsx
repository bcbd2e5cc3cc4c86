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
        description: '',
        file: { fileName: 'view-a.jpg', fileUri: '/api/media/10/file' },
        url: '/api/media/10/file',
        thumbnailUrl: '/api/media/10/thumbnail',
        contentType: 'image/jpeg',
        size: 1000,
        variant: null,
        linked: false,
      },
      {
        id: 11,
        mediaType: 'Pdf',
        title: 'Brief',
        description: '',
        file: { fileName: 'brief.pdf', fileUri: '/api/media/11/file' },
        url: '/api/media/11/file',
        thumbnailUrl: '/api/media/11/thumbnail',
        contentType: 'application/pdf',
        size: 1000,
        variant: null,
        linked: false,
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
  expect(screen.getByRole('button', { name: 'Open View A (Image)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open Brief (Pdf File)' })).toBeInTheDocument();
});

it('says the post is not available when the API answers 404', async () => {
  stubFetch({});
  renderAt('/embed/project/:projectId/post/:postId', '/embed/project/1/post/99', <EmbedPostPage />);
  expect(await screen.findByText('This post is not available.')).toBeInTheDocument();
});

it('shows only the chosen file with a file id, under the post’s title', async () => {
  stubFetch({ 'GET /api/embed/project/1/post/2': () => json(200, post) });
  renderAt(
    '/project/:projectId/post/:postId/embed/:fileId',
    '/project/1/post/2/embed/10',
    <EmbedPostPage />,
  );
  await screen.findByRole('heading', { name: 'Dusk exterior renders' });
  // The chosen image shown whole in its viewer, and nothing else of the post.
  expect(await screen.findByRole('img', { name: 'View A' })).toHaveAttribute(
    'src',
    '/api/media/10/file',
  );
  expect(screen.queryByRole('button', { name: /^Open / })).not.toBeInTheDocument();
  expect(screen.queryByText('Warm light across the deck.')).not.toBeInTheDocument();
});

it('says the file is not available when the post has no such file', async () => {
  stubFetch({ 'GET /api/embed/project/1/post/2': () => json(200, post) });
  renderAt(
    '/project/:projectId/post/:postId/embed/:fileId',
    '/project/1/post/2/embed/99',
    <EmbedPostPage />,
  );
  expect(await screen.findByText('This file is not available.')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

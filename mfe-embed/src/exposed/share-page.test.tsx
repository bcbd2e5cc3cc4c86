import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodiesSentTo, json, renderAt, stubFetch } from '@portal/shared/testing';
import { PREVIEW_POLL_MS, type ShareDownloads, type SharedContent } from '@portal/shared';
import SharePage from './share-page';

const content = (downloads: ShareDownloads = 'none'): SharedContent => ({
  project: { name: 'Waterfront Pavilion', clientName: 'Harbour & Co Architects' },
  downloads,
  allowComments: false,
  allowDecisions: false,
  guest: null,
  label: '',
  expiresDate: null,
  posts: [
    {
      id: 3,
      title: 'Dusk renders',
      summary: 'Warm light.',
      createdDate: '2026-11-19T02:00:00.000Z',
      publishedDate: '2026-11-19T02:00:00.000Z',
      media: [
        {
          id: 9,
          mediaType: 'Image',
          title: 'View A',
          description: '',
          file: { fileName: 'view-a.jpg', fileUri: '/api/share/tok/media/9/file' },
          url: '/api/share/tok/media/9/file',
          thumbnailUrl: '/api/share/tok/media/9/thumbnail',
          contentType: 'image/jpeg',
          size: 1000,
          variant: null,
          linked: false,
          version: 1,
        },
      ],
    },
  ],
});

it('says an unknown link is invalid or expired', async () => {
  stubFetch({
    'GET /api/share/abc': () => json(404, { message: 'This link is invalid or has expired.' }),
  });
  renderAt('/share/:token', '/share/abc', <SharePage />);
  expect(
    await screen.findByRole('heading', { name: 'This link is invalid or has expired.' }),
  ).toBeInTheDocument();
});

it('asks for the password first, says when it is wrong, then opens the shared posts', async () => {
  let unlocked = false;
  const fetchMock = stubFetch({
    'GET /api/share/tok': () =>
      unlocked
        ? json(200, content())
        : json(401, { message: 'This link is protected by a password.' }),
    'POST /api/share/tok/unlock': (body) => {
      if ((body as { password: string }).password !== 'harbour-2026')
        return json(400, {
          message: 'One or more fields are invalid.',
          errors: { Password: ['That password is not right.'] },
        });
      unlocked = true;
      return json(200, { success: true });
    },
  });
  renderAt('/share/:token', '/share/tok', <SharePage />);
  const password = await screen.findByLabelText('Password');
  await userEvent.type(password, 'guess');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
  await userEvent.clear(password);
  await userEvent.type(password, 'harbour-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('heading', { name: 'Waterfront Pavilion' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dusk renders' })).toBeInTheDocument();
  // No downloads through this link.
  expect(screen.queryByRole('link', { name: 'Download view-a.jpg' })).not.toBeInTheDocument();
  expect(bodiesSentTo(fetchMock, 'POST', '/api/share/tok/unlock')).toEqual([
    { password: 'guess' },
    { password: 'harbour-2026' },
  ]);
  expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
    'content',
    'noindex, nofollow',
  );
});

it('offers each stored file as a download when the link allows it', async () => {
  stubFetch({ 'GET /api/share/tok': () => json(200, content('originals')) });
  renderAt('/share/:token', '/share/tok', <SharePage />);
  const post = await screen.findByRole('article', { name: 'Dusk renders' });
  expect(within(post).getByRole('link', { name: 'Download view-a.jpg' })).toHaveAttribute(
    'href',
    '/api/share/tok/media/9/file?download=1',
  );
});

it('offers a preview to download, only once it is made, when the link gives previews only', async () => {
  const shared = content('previews');
  const second = { ...shared.posts[0]!.media[0]!, id: 10, title: 'View B' };
  second.file = { fileName: 'view-b.jpg', fileUri: '/api/share/tok/media/10/file' };
  second.preview = {
    status: 'ready',
    progress: null,
    reason: null,
    widths: [480],
    copies: [],
    pages: null,
    width: 480,
    height: 270,
  };
  shared.posts[0]!.media.push(second);
  stubFetch({ 'GET /api/share/tok': () => json(200, shared) });
  renderAt('/share/:token', '/share/tok', <SharePage />);
  const post = await screen.findByRole('article', { name: 'Dusk renders' });
  expect(
    within(post).getByRole('link', { name: 'Download a preview of view-b.jpg' }),
  ).toHaveAttribute('href', '/api/share/tok/media/10/file?download=1');
  expect(within(post).queryByRole('link', { name: /view-a\.jpg/ })).not.toBeInTheDocument();
});

it('says a revoked link was turned off, and shows nothing it shared', async () => {
  stubFetch({
    'GET /api/share/tok': () =>
      json(410, { message: 'This link was turned off by the people who shared it.' }),
  });
  renderAt('/share/:token', '/share/tok', <SharePage />);
  expect(
    await screen.findByRole('heading', {
      name: 'This link was turned off by the people who shared it.',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('Ask the person who shared it for a new link.')).toBeInTheDocument();
});

it('says the link was turned off when it is turned off while a medium’s review is open', async () => {
  const turnedOff = 'This link was turned off by the people who shared it.';
  let revoked = false;
  // A video: its review opens in the dialog (a picture opens in the lightbox first).
  const shared = content();
  const post = shared.posts[0]!;
  const video = { ...post.media[0]!, mediaType: 'Video' as const, title: 'Fly-through' };
  const reviewed = { ...shared, allowComments: true, posts: [{ ...post, media: [video] }] };
  stubFetch({
    'GET /api/share/tok': () => (revoked ? json(410, { message: turnedOff }) : json(200, reviewed)),
    'GET /api/share/tok/media/9/review': () => {
      // Turned off by the studio while the guest had the medium open.
      revoked = true;
      return json(410, { message: turnedOff });
    },
    'GET /api/share/tok/media/9/comments': () => json(410, { message: turnedOff }),
  });
  renderAt('/share/:token', '/share/tok?media=9', <SharePage />);
  expect(await screen.findByRole('heading', { name: turnedOff })).toBeInTheDocument();
  expect(screen.queryByText('The review could not be loaded.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('looks again while a picture is being prepared, and stops once it is made', async () => {
  jest.useFakeTimers();
  try {
    const withPreview = (status: 'working' | 'ready'): SharedContent => {
      const shared = content();
      shared.posts[0]!.media[0]!.preview = {
        status,
        progress: null,
        reason: null,
        widths: status === 'ready' ? [480] : [],
        copies: [],
        pages: null,
        width: 480,
        height: 270,
      };
      return shared;
    };
    let answers = 0;
    stubFetch({
      'GET /api/share/tok': () => json(200, withPreview(answers++ === 0 ? 'working' : 'ready')),
    });
    renderAt('/share/:token', '/share/tok', <SharePage />);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('button', { name: 'Open View A (Image)' })).toHaveAccessibleDescription(
      /Preparing preview/,
    );
    await act(() => jest.advanceTimersByTimeAsync(PREVIEW_POLL_MS));
    expect(answers).toBe(2);
    expect(
      screen.getByRole('button', { name: 'Open View A (Image)' }),
    ).not.toHaveAccessibleDescription(/Preparing preview/);
    await act(() => jest.advanceTimersByTimeAsync(PREVIEW_POLL_MS * 3));
    expect(answers).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { MediaGalleryProps } from '@portal/media-viewers';
import { PREVIEW_POLL_MS, type MediaReviewSummary } from '@portal/shared';
import { json, renderAt, stubFetch } from '@portal/shared/testing';
import { mediaOf, postOf, projectOf } from '../../../testing/project';
import { ProjectPage } from './project-page';

// The gallery has its own tests; here it shows what the page hands it and lets the test act.
jest.mock('@portal/media-viewers', () => ({
  MediaGallery: ({ items, openId, onOpenChange, review, itemFlags }: MediaGalleryProps) => (
    <div>
      <ul aria-label="Media shown">
        {items.map((item) => (
          <li key={item.id}>
            {item.title}
            {itemFlags && <div aria-label={`Flags of ${item.title}`}>{itemFlags(item)}</div>}
          </li>
        ))}
      </ul>
      {items.some((item) => item.id === openId) && (
        <div role="dialog" aria-label="Viewer">
          {review ? `comment ${review.commentId ?? 'none'}` : 'no review'}
          <button type="button" onClick={() => review?.onCommentChange(40)}>
            Choose comment 40
          </button>
          <button type="button" onClick={() => review?.onReviewChange?.()}>
            Decide
          </button>
          <button type="button" onClick={() => onOpenChange?.(null)}>
            Close the viewer
          </button>
        </div>
      )}
    </div>
  ),
}));

const reviewOf = (state: MediaReviewSummary['state'], openComments = 0): MediaReviewSummary => ({
  state,
  decision: null,
  comments: openComments,
  openComments,
});

const project = projectOf({
  posts: [
    postOf({
      id: 1,
      title: 'Dusk renders',
      media: [
        mediaOf({ id: 11, title: 'View A', review: reviewOf('Approved') }),
        mediaOf({ id: 12, title: 'View B', review: reviewOf('ChangesRequested') }),
        mediaOf({ id: 13, title: 'View C', review: reviewOf('Pending') }),
        mediaOf({ id: 14, title: 'View D', review: reviewOf('Approved', 2) }),
      ],
    }),
    postOf({
      id: 2,
      title: 'Signed off',
      media: [mediaOf({ id: 21, title: 'Plan', review: reviewOf('Approved') })],
    }),
  ],
});

function Search() {
  return <output aria-label="Search">{useLocation().search}</output>;
}

function renderPage(url: string, answer = project) {
  const fetchMock = stubFetch({ 'GET /api/projects/7': () => json(200, answer) });
  renderAt(
    '/projects/:projectId/:section?',
    url,
    <>
      <ProjectPage />
      <Search />
    </>,
  );
  return fetchMock;
}

const shown = (post: string) =>
  within(screen.getByRole('article', { name: post }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

it('sums up the review under the title and rolls it up per post', async () => {
  renderPage('/projects/7');
  expect(
    await screen.findByText('3 approved · 1 change requested · 1 awaiting review'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: 'Dusk renders' })).getByText(
      '2 of 4 approved · 1 change requested',
    ),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('article', { name: 'Signed off' })).getByText('1 of 1 approved'),
  ).toBeInTheDocument();
});

it('shows no summary or filter when no medium carries a review', async () => {
  renderPage(
    '/projects/7',
    projectOf({
      posts: [
        postOf({ id: 1, title: 'Dusk renders', media: [mediaOf({ id: 11, title: 'View A' })] }),
      ],
    }),
  );
  await screen.findByRole('heading', { name: 'Dusk renders' });
  expect(screen.queryByRole('radio', { name: 'Needs attention' })).not.toBeInTheDocument();
  expect(screen.queryByText(/approved/)).not.toBeInTheDocument();
});

it('asks nothing of the review when the caller is outside the project’s organisation', async () => {
  // The API sends an outsider's media without review or due days, and says so.
  const outsiders = projectOf({
    reviewVisible: false,
    posts: [
      postOf({ id: 1, title: 'Dusk renders', media: [mediaOf({ id: 11, title: 'View A' })] }),
    ],
  });
  renderPage('/projects/7?media=11', outsiders);
  expect(await screen.findByRole('dialog', { name: 'Viewer' })).toHaveTextContent('no review');
  expect(screen.queryByRole('region', { name: 'Overdue reviews' })).not.toBeInTheDocument();
});

it('shows due days on posts and tiles, and lists the overdue reviews with links', async () => {
  // A day long past, and one far ahead (the page reads the studio's real today).
  const past = '2025-12-03';
  const ahead = '2099-03-14';
  renderPage(
    '/projects/7',
    projectOf({
      posts: [
        postOf({
          id: 1,
          title: 'Dusk renders',
          dueOn: past,
          media: [
            mediaOf({ id: 11, title: 'View A', effectiveDueOn: past, review: reviewOf('Pending') }),
            mediaOf({
              id: 12,
              title: 'View B',
              effectiveDueOn: past,
              review: reviewOf('Approved'),
            }),
            mediaOf({
              id: 13,
              title: 'View C',
              dueOn: ahead,
              effectiveDueOn: ahead,
              review: reviewOf('Pending'),
            }),
          ],
        }),
      ],
    }),
  );
  const post = await screen.findByRole('article', { name: 'Dusk renders' });
  const flags = (title: string) => within(post).getByLabelText(`Flags of ${title}`);
  // The post's own day, overdue as View A (due with it) is still awaiting review; and View A's.
  expect(within(post).getAllByText('Due 3 Dec')).toHaveLength(3);
  expect(within(post).getAllByText('Overdue')).toHaveLength(2);
  expect(flags('View A')).toHaveTextContent(/^Due 3 Dec.*Overdue/);
  expect(flags('View B')).toHaveTextContent('Due 3 Dec');
  expect(within(flags('View B')).queryByText('Overdue')).not.toBeInTheDocument();
  expect(flags('View C')).toHaveTextContent('Due 14 Mar');
  expect(within(flags('View C')).queryByText('Overdue')).not.toBeInTheDocument();

  const overdue = screen.getByRole('region', { name: 'Overdue reviews' });
  expect(
    within(overdue)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['View A']);
  await userEvent.click(within(overdue).getByRole('link', { name: 'View A' }));
  expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent('?media=11');
  expect(screen.getByRole('dialog', { name: 'Viewer' })).toBeInTheDocument();
});

it('filters to the media needing attention, kept in the URL', async () => {
  renderPage('/projects/7');
  await screen.findByRole('heading', { name: 'Dusk renders' });
  expect(shown('Dusk renders')).toEqual(['View A', 'View B', 'View C', 'View D']);
  await userEvent.click(screen.getByRole('radio', { name: 'Needs attention' }));
  expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent('?attention=1');
  // Changes requested, awaiting review, or approved with open comments.
  expect(shown('Dusk renders')).toEqual(['View B', 'View C', 'View D']);
  expect(shown('Signed off')).toEqual([]);
  expect(
    within(screen.getByRole('article', { name: 'Signed off' })).getByText(
      'Nothing here needs attention.',
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('radio', { name: 'All media' }));
  expect(screen.getByRole('status', { name: 'Search' })).toBeEmptyDOMElement();
  expect(shown('Signed off')).toEqual(['Plan']);
});

it('opens with the filter the URL names', async () => {
  renderPage('/projects/7?attention=1');
  await screen.findByRole('heading', { name: 'Dusk renders' });
  expect(screen.getByRole('radio', { name: 'Needs attention' })).toBeChecked();
  expect(shown('Dusk renders')).toEqual(['View B', 'View C', 'View D']);
});

it('keeps the chosen comment in the URL, and drops it with the medium when the viewer closes', async () => {
  renderPage('/projects/7?media=12');
  const viewer = await screen.findByRole('dialog', { name: 'Viewer' });
  expect(viewer).toHaveTextContent('comment none');
  await userEvent.click(within(viewer).getByRole('button', { name: 'Choose comment 40' }));
  expect(screen.getByRole('status', { name: 'Search' })).toHaveTextContent('?media=12&comment=40');
  expect(viewer).toHaveTextContent('comment 40');
  await userEvent.click(within(viewer).getByRole('button', { name: 'Close the viewer' }));
  expect(screen.getByRole('status', { name: 'Search' })).toBeEmptyDOMElement();
});

it('refreshes the project after a comment or decision', async () => {
  const fetchMock = renderPage('/projects/7?media=12&comment=40');
  const viewer = await screen.findByRole('dialog', { name: 'Viewer' });
  expect(viewer).toHaveTextContent('comment 40');
  const calls = fetchMock.mock.calls.length;
  await userEvent.click(within(viewer).getByRole('button', { name: 'Decide' }));
  await screen.findByRole('dialog', { name: 'Viewer' });
  expect(fetchMock.mock.calls.length).toBeGreaterThan(calls);
  expect(fetchMock).toHaveBeenLastCalledWith('/api/projects/7', expect.anything());
});

it("looks again while a medium's previews are made, and stops once they are", async () => {
  jest.useFakeTimers();
  try {
    const preview = {
      status: 'queued' as const,
      progress: null,
      reason: null,
      widths: [],
      copies: [],
      pages: null,
      width: null,
      height: null,
    };
    const making = projectOf({
      posts: [
        postOf({
          id: 1,
          title: 'Renders',
          media: [mediaOf({ id: 11, title: 'New render', preview })],
        }),
      ],
    });
    const made = projectOf({
      posts: [
        postOf({
          id: 1,
          title: 'Renders',
          media: [
            mediaOf({
              id: 11,
              title: 'New render',
              preview: { ...preview, status: 'ready', widths: [480], width: 480, height: 270 },
            }),
          ],
        }),
      ],
    });
    let answers = 0;
    const fetchMock = stubFetch({
      'GET /api/projects/7': () => json(200, answers++ === 0 ? making : made),
    });
    renderAt('/projects/:projectId/:section?', '/projects/7', <ProjectPage />);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByText('New render')).toBeInTheDocument();
    expect(answers).toBe(1);
    await act(() => jest.advanceTimersByTimeAsync(PREVIEW_POLL_MS));
    expect(answers).toBe(2);
    // Ready: nothing more to wait for.
    await act(() => jest.advanceTimersByTimeAsync(PREVIEW_POLL_MS * 3));
    expect(answers).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});

import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaPreview, MediaReviewSummary } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { MediaCard } from './media-card';
import { mediaOf, previewOf } from './testing/media';

const reviewOf = (overrides: Partial<MediaReviewSummary> = {}): MediaReviewSummary => ({
  state: 'Pending',
  decision: null,
  comments: 0,
  openComments: 0,
  ...overrides,
});

const changesRequested = reviewOf({
  state: 'ChangesRequested',
  decision: {
    id: 9,
    outcome: 'ChangesRequested',
    reason: 'Warm the timber on the north deck.',
    by: 'Olivia Harbour',
    onBehalfOf: null,
    date: '2026-11-20T02:00:00.000Z',
    version: 1,
  },
  comments: 3,
  openComments: 1,
});

it('shows no review without a summary (embeds, shares)', () => {
  renderWithPortal(
    <MediaCard media={mediaOf({ id: 1, mediaType: 'Image', title: 'Dusk' })} onOpen={jest.fn()} />,
  );
  expect(screen.queryByText('Awaiting review')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Comments on/ })).not.toBeInTheDocument();
});

it('shows the state, who asked for changes and why, and the comments count', async () => {
  const onOpen = jest.fn();
  const onOpenReview = jest.fn();
  renderWithPortal(
    <MediaCard
      media={mediaOf({ id: 1, mediaType: 'Image', title: 'Dusk', review: changesRequested })}
      onOpen={onOpen}
      onOpenReview={onOpenReview}
    />,
  );
  expect(screen.getByText('Changes requested')).toBeInTheDocument();
  const why = screen.getByText(
    'Changes requested by Olivia Harbour: Warm the timber on the north deck.',
  );
  expect(why).toHaveAttribute('title', why.textContent);
  const count = screen.getByRole('button', { name: 'Comments on Dusk: 3, 1 open' });
  expect(count).toHaveTextContent('3, 1 open');
  // The count is its own button, beside the card's open button, not inside it.
  expect(screen.getByRole('button', { name: 'Open Dusk (Image)' })).not.toContainElement(count);
  await userEvent.click(count);
  expect(onOpenReview).toHaveBeenCalled();
  expect(onOpen).not.toHaveBeenCalled();
});

it('names the client when the studio asked for changes on their behalf', () => {
  renderWithPortal(
    <MediaCard
      media={mediaOf({
        id: 1,
        mediaType: 'Video',
        title: 'Fly-through',
        review: {
          ...changesRequested,
          decision: { ...changesRequested.decision!, by: 'Sam Lee', onBehalfOf: 'Harbour Homes' },
        },
      })}
      onOpen={jest.fn()}
    />,
  );
  expect(
    screen.getByText(
      'Changes requested by Sam Lee on behalf of Harbour Homes: Warm the timber on the north deck.',
    ),
  ).toBeInTheDocument();
});

it.each([
  ['Pending', 'Awaiting review'],
  ['Approved', 'Approved'],
] as const)('labels %s as %s, with no reason line', (state, label) => {
  renderWithPortal(
    <MediaCard
      media={mediaOf({ id: 1, mediaType: 'Pdf', title: 'Plans', review: reviewOf({ state }) })}
      onOpen={jest.fn()}
      onOpenReview={jest.fn()}
    />,
  );
  expect(screen.getByText(label)).toBeInTheDocument();
  expect(screen.queryByText(/Changes requested by/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Comments on Plans: 0' })).toBeInTheDocument();
});

it('shows the narrowest preview that fills the tile, never the original', () => {
  const { container } = renderWithPortal(
    <MediaCard
      media={mediaOf({ id: 4, mediaType: 'Image', title: 'Tower', preview: previewOf({}) })}
      onOpen={jest.fn()}
      sizes="33vw"
    />,
  );
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('sizes', '33vw');
  expect(img.getAttribute('srcset')).toBe(
    '/api/media/4/thumbnail?w=480 480w, /api/media/4/thumbnail?w=960 960w, /api/media/4/thumbnail?w=1920 1920w',
  );
  expect(img.getAttribute('src')).toBe('/api/media/4/thumbnail');
});

it('says a preview is being prepared, how far it has got, and why it could not be', () => {
  const cases: [Partial<MediaPreview>, string][] = [
    [{ status: 'queued' }, 'Preparing preview…'],
    [{ status: 'working', progress: 0.42 }, 'Preparing preview… 42%'],
    [
      { status: 'failed', reason: 'The file could not be read as a video.' },
      'Preview not available The file could not be read as a video.',
    ],
  ];
  for (const [preview, description] of cases) {
    const media = mediaOf({
      id: 4,
      mediaType: 'Video',
      title: 'Fly-through',
      preview: previewOf({ ...preview, widths: [] }),
    });
    const { unmount } = renderWithPortal(<MediaCard media={media} onOpen={jest.fn()} />);
    const open = screen.getByRole('button', { name: 'Open Fly-through (Video)' });
    expect(open).toHaveAccessibleDescription(description);
    expect(document.querySelector('img')).toBeNull();
    unmount();
  }
});

it("shows a PDF's first page and its page count", () => {
  const { container } = renderWithPortal(
    <MediaCard
      media={mediaOf({
        id: 5,
        mediaType: 'Pdf',
        title: 'Design report',
        preview: previewOf({ widths: [480, 960, 1920], pages: 4, width: 1920, height: 1357 }),
      })}
      onOpen={jest.fn()}
    />,
  );
  expect(screen.getByText(/· 4 pages$/)).toBeInTheDocument();
  expect(container.querySelector('img')).toHaveAttribute('src', '/api/media/5/thumbnail');
});

it('says which version it shows, and offers a file dropped on it as the new version', () => {
  const onDropFile = jest.fn();
  const media = mediaOf({ id: 4, mediaType: 'Image', title: 'Atrium', version: 3 });
  const { container } = renderWithPortal(
    <MediaCard media={media} onOpen={jest.fn()} onDropFile={onDropFile} />,
  );
  expect(screen.getByRole('listitem')).toHaveTextContent('v3');
  const card = container.querySelector('[data-drop-over], .mantine-Card-root')!;
  const file = new File(['png'], 'Atrium v4.png', { type: 'image/png' });
  const dataTransfer = { types: ['Files'], files: [file] };
  fireEvent.dragEnter(card, { dataTransfer });
  expect(screen.getByText('Drop to upload a new version')).toBeInTheDocument();
  fireEvent.drop(card, { dataTransfer });
  expect(onDropFile).toHaveBeenCalledWith(file);
  expect(screen.queryByText('Drop to upload a new version')).not.toBeInTheDocument();
});

it('takes no drop without an editor, and shows no version on a first one', () => {
  const media = mediaOf({ id: 4, mediaType: 'Image', title: 'Atrium' });
  const { container } = renderWithPortal(<MediaCard media={media} onOpen={jest.fn()} />);
  expect(screen.getByRole('listitem')).not.toHaveTextContent('v1');
  fireEvent.dragEnter(container.querySelector('.mantine-Card-root')!, {
    dataTransfer: { types: ['Files'], files: [] },
  });
  expect(screen.queryByText('Drop to upload a new version')).not.toBeInTheDocument();
});

it('says who sent a file through an upload link, and nothing for the portal’s own uploads', () => {
  const sent = mediaOf({ id: 5, mediaType: 'Image', title: 'North corner', sentBy: 'Ben Builder' });
  const { unmount } = renderWithPortal(<MediaCard media={sent} onOpen={jest.fn()} />);
  expect(screen.getByRole('listitem')).toHaveTextContent('from Ben Builder');
  unmount();
  renderWithPortal(
    <MediaCard
      media={mediaOf({ id: 6, mediaType: 'Image', title: 'Atrium' })}
      onOpen={jest.fn()}
    />,
  );
  expect(screen.queryByText(/^from /)).not.toBeInTheDocument();
});

it('says a received file is not shared yet, in its card and in the card’s description', () => {
  const waiting = mediaOf({
    id: 7,
    mediaType: 'Image',
    title: 'North corner',
    sentBy: 'Ben Builder',
    awaitingShare: true,
  });
  const { unmount } = renderWithPortal(<MediaCard media={waiting} onOpen={jest.fn()} />);
  expect(
    screen.getByRole('button', { name: 'Open North corner (Image)' }),
  ).toHaveAccessibleDescription('Received — not shared yet');
  unmount();
  renderWithPortal(
    <MediaCard media={{ ...waiting, awaitingShare: undefined }} onOpen={jest.fn()} />,
  );
  expect(screen.queryByText('Received — not shared yet')).not.toBeInTheDocument();
});

it('names its one button by the words it shows (WCAG 2.5.3), the verb and type for a screen reader', async () => {
  const onOpen = jest.fn();
  renderWithPortal(
    <MediaCard
      media={mediaOf({ id: 8, mediaType: 'Video', title: 'Fly-through' })}
      onOpen={onOpen}
    />,
  );
  const open = screen.getByRole('button', { name: 'Open Fly-through (Video)' });
  expect(open).not.toHaveAttribute('aria-label');
  expect(open).toHaveTextContent(/^Open Fly-through \(Video\)$/);
  await userEvent.click(open);
  expect(onOpen).toHaveBeenCalledTimes(1);
});

it('shows its flags (a due day) under its text, after the picture and the description', () => {
  renderWithPortal(
    <MediaCard
      media={mediaOf({ id: 8, mediaType: 'Pdf', title: 'Report', description: 'Four pages.' })}
      onOpen={jest.fn()}
      flags={<span>Due 5 Dec</span>}
    />,
  );
  const description = screen.getByText('Four pages.');
  const flag = screen.getByText('Due 5 Dec');
  expect(description.compareDocumentPosition(flag) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

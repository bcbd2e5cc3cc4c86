import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import type { ReviewBinding, ReviewTarget } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf, previewOf } from '../testing/media';
import ImageViewer from './image-viewer';

jest.mock('@mantine/hooks', () => ({
  ...jest.requireActual('@mantine/hooks'),
  useElementSize: () => ({ ref: { current: null }, width: 800, height: 400 }),
}));

const media = mediaOf({ id: 5, mediaType: 'Image', title: 'Facade' });

function reviewWithTarget(overrides: Partial<ReviewBinding> = {}) {
  let target: ReviewTarget | null = null;
  const review = bindingOf({
    markers: [
      {
        id: 3,
        number: 1,
        anchor: { kind: 'point', x: 0.75, y: 0.25, width: null, height: null, page: null },
        label: 'Comment 1 by Olivia Harbour',
        resolved: false,
      },
    ],
    registerTarget: (made) => (target = made),
    ...overrides,
  });
  return { review, target: () => target };
}

const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRect;

/** Loads the picture (1000 × 1000 px) and lays out: an 800 × 400 viewport over part of it. */
function load() {
  const image = screen.getByRole('img', { name: 'Facade' });
  Object.defineProperty(image, 'naturalWidth', { value: 1000 });
  Object.defineProperty(image, 'naturalHeight', { value: 1000 });
  fireEvent.load(image);
  const viewport = screen.getByRole('region', { name: 'Facade, zoomable' });
  jest.spyOn(viewport, 'getBoundingClientRect').mockReturnValue(rect(0, 0, 800, 400));
  jest
    .spyOn(image.parentElement!, 'getBoundingClientRect')
    .mockReturnValue(rect(-200, -100, 1600, 1600));
  return { image, viewport, box: image.parentElement! };
}

it('shows the image alone where there is no review', () => {
  renderWithPortal(<ImageViewer media={media} />);
  expect(screen.getByRole('img', { name: 'Facade' })).toHaveAttribute('src', '/api/media/5/file');
  expect(screen.queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
});

const render = mediaOf({
  id: 6,
  mediaType: 'Image',
  title: 'Facade',
  preview: previewOf(),
});

it('shows a render from its previews, never its original, where there is no review', () => {
  renderWithPortal(<ImageViewer media={render} />);
  const img = screen.getByRole('img', { name: 'Facade' });
  expect(img).toHaveAttribute('src', '/api/media/6/thumbnail');
  expect(img.getAttribute('srcset')).not.toContain('/api/media/6/file');
});

it('asks for a picture as wide as the zoom shows it, the original only past the previews', async () => {
  const { review } = reviewWithTarget();
  renderWithPortal(<ImageViewer media={render} review={review} />);
  const { image } = load();
  expect(image.getAttribute('srcset')).toMatch(
    /thumbnail\?w=1920 1920w, \/api\/media\/6\/file 7680w$/,
  );
  // Fit: a square picture (as load() reports it) in an 800 × 400 viewport is 400 px wide.
  expect(image).toHaveAttribute('sizes', '400px');
  for (let step = 0; step < 5; step++) {
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  }
  expect(screen.getByText('600%')).toBeInTheDocument();
  expect(image).toHaveAttribute('sizes', '2400px');
});

it('zooms the image and its pins together, and fits it again', async () => {
  const { review } = reviewWithTarget();
  renderWithPortal(<ImageViewer media={media} review={review} />);
  const { box } = load();
  // Fit: a square picture in an 800 × 400 viewport is 400 px wide.
  expect(box).toHaveStyle({ width: '400px' });
  expect(screen.getByRole('button', { name: 'Comment 1 by Olivia Harbour' })).toHaveStyle({
    left: '75%',
    top: '25%',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(box).toHaveStyle({ width: '600px' });
  expect(screen.getByText('150%')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Fit' }));
  expect(box).toHaveStyle({ width: '400px' });
  expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
});

it('sizes a picture that loaded while the viewer was built, and shows its markers with it', () => {
  // The browser had the picture before React laid the viewer out: no load event will come.
  const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  const width = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(1000);
  const height = jest
    .spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get')
    .mockReturnValue(500);
  try {
    const { review } = reviewWithTarget();
    renderWithPortal(<ImageViewer media={media} review={review} />);
    const box = screen.getByRole('img', { name: 'Facade' }).parentElement!;
    // Fit: a 2:1 picture in an 800 × 400 viewport fills it.
    expect(box).toHaveStyle({ width: '800px' });
    expect(
      screen.getByRole('button', { name: 'Comment 1 by Olivia Harbour' }).closest('[data-waiting]'),
    ).toBeNull();
  } finally {
    complete.mockRestore();
    width.mockRestore();
    height.mockRestore();
  }
});

it('captures the centre of the visible part, and scrolls a thread into view', async () => {
  const { review, target } = reviewWithTarget();
  renderWithPortal(<ImageViewer media={media} review={review} />);
  expect(target()!.capture()).toBeNull();
  const { viewport } = load();
  // The viewport's centre (400, 200) is 600 px across and 300 px down the 1600 px picture.
  expect(target()!.capture()).toEqual({
    kind: 'point',
    x: 0.375,
    y: 0.1875,
    width: null,
    height: null,
    page: null,
  });
  const scrollBy = jest.fn();
  viewport.scrollBy = scrollBy;
  target()!.reveal({ kind: 'point', x: 0.75, y: 0.25, width: 0.1, height: 0.1, page: null });
  // The area's centre (0.8, 0.3) is at (1080, 380) on screen; the viewport's centre at (400, 200).
  expect(scrollBy).toHaveBeenCalledWith({ left: 680, top: 180 });
});

it('takes its target back from the panel when it closes', () => {
  const { review, target } = reviewWithTarget();
  const { unmount } = renderWithPortal(<ImageViewer media={media} review={review} />);
  expect(target()).not.toBeNull();
  unmount();
  expect(target()).toBeNull();
});

it('says when the image cannot be shown', () => {
  renderWithPortal(<ImageViewer media={media} review={reviewWithTarget().review} />);
  fireEvent.error(screen.getByRole('img', { name: 'Facade' }));
  expect(screen.getByText('The image could not be shown.')).toBeInTheDocument();
});

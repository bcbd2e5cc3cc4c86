import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import type { ReviewTarget } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import ImageViewer from './image-viewer';
import { nearestStep } from './image-live-view';

jest.mock('@mantine/hooks', () => ({
  ...jest.requireActual('@mantine/hooks'),
  useElementSize: () => ({ ref: { current: null }, width: 800, height: 400 }),
}));

const media = mediaOf({ id: 5, mediaType: 'Image', title: 'Facade' });

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

/**
 * An image under review, loaded (1000 × 1000 px) in an 800 × 400 viewport; the picture's box
 * (1600 px square, at `at`) moves as the viewport is scrolled. Answers its live view.
 */
async function reviewed(at: { left: number; top: number }) {
  let target: ReviewTarget | null = null;
  const view = renderWithPortal(
    <ImageViewer media={media} review={bindingOf({ registerTarget: (made) => (target = made) })} />,
  );
  const image = screen.getByRole('img', { name: 'Facade' });
  Object.defineProperty(image, 'naturalWidth', { value: 1000 });
  Object.defineProperty(image, 'naturalHeight', { value: 1000 });
  fireEvent.load(image);
  const viewport = screen.getByRole('region', { name: 'Facade, zoomable' });
  jest.spyOn(viewport, 'getBoundingClientRect').mockReturnValue(rect(0, 0, 800, 400));
  const box = { ...at };
  jest
    .spyOn(image.parentElement!, 'getBoundingClientRect')
    .mockImplementation(() => rect(box.left, box.top, 1600, 1600));
  const scrollBy = jest.fn(({ left, top }: { left: number; top: number }) => {
    box.left -= left;
    box.top -= top;
  });
  viewport.scrollBy = scrollBy as unknown as Element['scrollBy'];
  await act(async () => {});
  return { live: target!.live!, scrollBy, unmount: view.unmount };
}

it("presents its zoom and centre, and a follower's zooms and scrolls to them", async () => {
  const presenter = await reviewed({ left: -200, top: -100 });
  await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
  const view = presenter.live.read();
  // The viewport's centre (400, 200) is 600 px across and 300 px down the 1600 px picture.
  expect(view).toEqual({ kind: 'image', zoom: 1.5, x: 0.375, y: 0.1875 });
  // Nothing changed: the same view, so nothing is sent.
  expect(presenter.live.read()).toEqual(view);
  presenter.unmount();

  const follower = await reviewed({ left: -400, top: -600 });
  expect(follower.live.read()).toMatchObject({ kind: 'image', zoom: 1 });
  act(() => follower.live.apply(view!, performance.now()));
  expect(screen.getByText('150%')).toBeInTheDocument();
  expect(follower.live.read()).toEqual(view);
  // Already there: following does not scroll them again.
  follower.scrollBy.mockClear();
  act(() => follower.live.apply(view!, performance.now()));
  expect(follower.scrollBy).not.toHaveBeenCalled();
});

it('reads nothing before the picture is there', () => {
  let target: ReviewTarget | null = null;
  renderWithPortal(
    <ImageViewer media={media} review={bindingOf({ registerTarget: (made) => (target = made) })} />,
  );
  expect(target!.live!.read()).toBeNull();
});

it('takes the zoom step nearest a factor', () => {
  expect(nearestStep([1, 1.5, 2, 3], 1.4)).toBe(1);
  expect(nearestStep([1, 1.5, 2, 3], 0.2)).toBe(0);
  expect(nearestStep([1, 1.5, 2, 3], 50)).toBe(3);
});

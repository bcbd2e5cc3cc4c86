import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import type { ReviewBinding, ReviewTarget } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import CesiumViewer, { SCENE_FAILED } from './cesium-viewer';
import { openScene } from './cesium-scene';

jest.mock('./cesium-scene', () => ({ openScene: jest.fn() }));
const open = openScene as jest.Mock;
const media = mediaOf({ id: 4, mediaType: 'Cesium', title: 'Site model' });

beforeEach(() => {
  open.mockReset();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as RenderingContext);
});

it('loads nothing of Cesium until asked, then opens the scene', async () => {
  const destroy = jest.fn();
  open.mockResolvedValue({ destroy });
  const { unmount } = renderWithPortal(<CesiumViewer media={media} />);
  expect(open).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Load 3D view' }));
  expect(open).toHaveBeenCalledWith(
    screen.getByRole('application', { name: '3D view of Site model' }),
    media,
  );
  expect(
    await screen.findByText('Drag to orbit, right-drag or scroll to zoom.'),
  ).toBeInTheDocument();
  unmount();
  expect(destroy).toHaveBeenCalled();
});

it('says it is loading over the poster until the scene is framed and drawn', async () => {
  let opened = (_scene: object) => {};
  open.mockReturnValue(new Promise((resolve) => (opened = resolve)));
  renderWithPortal(<CesiumViewer media={{ ...media, thumbnailUrl: '/api/media/4/thumbnail' }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Load 3D view' }));
  expect(screen.getByText('Loading the 3D view…')).toHaveAttribute('role', 'status');
  const view = screen.getByRole('application', { name: '3D view of Site model' });
  expect(view).toHaveStyle({ opacity: '0' });
  await act(async () => opened({ destroy: jest.fn() }));
  expect(screen.queryByText('Loading the 3D view…')).not.toBeInTheDocument();
  expect(view).toHaveStyle({ opacity: '1' });
});

it('says when the scene cannot start, and tries again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  open.mockRejectedValueOnce(new Error('no')).mockResolvedValue({ destroy: jest.fn() });
  renderWithPortal(<CesiumViewer media={media} />);
  await userEvent.click(screen.getByRole('button', { name: 'Load 3D view' }));
  expect(await screen.findByText(SCENE_FAILED)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByText('Drag to orbit, right-drag or scroll to zoom.'),
  ).toBeInTheDocument();
});

describe('under review', () => {
  const pin = (longitude: number) =>
    ({ kind: 'position', longitude, latitude: -33.86, height: 12 }) as const;
  let target: ReviewTarget | null = null;
  let onClick: ((hit: object) => void) | null = null;
  const scene = {
    show: jest.fn(),
    capture: jest.fn(() => pin(151.2)),
    reveal: jest.fn(),
    nudge: jest.fn((from: ReturnType<typeof pin>, right: number) => pin(from.longitude + right)),
    onClick: (listener: typeof onClick) => (onClick = listener),
    destroy: jest.fn(),
  };
  const reviewOf = (overrides: Partial<ReviewBinding> = {}) =>
    bindingOf({
      markers: [{ id: 6, number: 1, anchor: pin(151), label: 'Comment 1', resolved: false }],
      selectedId: 6,
      registerTarget: (made) => (target = made),
      ...overrides,
    });

  beforeEach(() => {
    open.mockResolvedValue({ destroy: jest.fn(), startReview: () => scene });
  });

  it('captures nothing before the 3D view is loaded, then the point under its centre', async () => {
    const review = reviewOf();
    renderWithPortal(<CesiumViewer media={media} review={review} />);
    expect(target!.capture()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load 3D view' }));
    await screen.findByText(/Click a pin to open its thread/);
    expect(scene.show).toHaveBeenLastCalledWith(review.markers, 6, null);
    expect(target!.capture()).toEqual(pin(151.2));
    target!.reveal(pin(151));
    expect(scene.reveal).toHaveBeenCalledWith(pin(151));
    act(() => onClick!({ threadId: 6 }));
    expect(review.select).toHaveBeenCalledWith(6);
  });

  it("moves the new comment's pin where the scene is clicked, and with the arrow keys", async () => {
    const review = reviewOf({ draft: { anchor: pin(151), drawing: null } });
    renderWithPortal(<CesiumViewer media={media} review={review} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load 3D view' }));
    await screen.findByText(/Click a pin to open its thread/);
    act(() => onClick!({ pin: pin(150) }));
    expect(review.changeDraft).toHaveBeenLastCalledWith({ anchor: pin(150), drawing: null });
    screen.getByRole('application', { name: '3D view of Site model' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(review.changeDraft).toHaveBeenLastCalledWith({ anchor: pin(152), drawing: null });
  });
});

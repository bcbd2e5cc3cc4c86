import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import type { DrawingShape } from '@portal/shared';
import type { ReviewBinding } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import PanoramaVideoViewer from './panorama-video-viewer';
import { created, type MockViewer } from './psv-mock';

jest.mock('@photo-sphere-viewer/core', () => jest.requireActual('./psv-mock').core);
jest.mock('@photo-sphere-viewer/markers-plugin', () => jest.requireActual('./psv-mock'));
jest.mock('@photo-sphere-viewer/video-plugin', () => jest.requireActual('./psv-mock'));
jest.mock('@photo-sphere-viewer/equirectangular-video-adapter', () => ({
  EquirectangularVideoAdapter: class {},
}));

const media = mediaOf({ id: 8, mediaType: 'PanoramaVideo', title: 'Walkthrough' });
const ARROW: DrawingShape = { tool: 'arrow', colour: 'red', x1: 0.1, y1: 0.2, x2: 0.4, y2: 0.6 };
/** A view at frame 48 of a 24 fps 360° video (2 s in). */
const VIEW = { kind: 'view' as const, yaw: 0.5, pitch: -0.1, zoom: 30, time: 2, frame: 48 };

beforeAll(() => {
  (window as { PointerEvent?: unknown }).PointerEvent ??= class extends MouseEvent {
    pointerId = 1;
  };
});
afterEach(() => jest.restoreAllMocks());

/** The viewer made for this test, and a way to turn and zoom it. */
async function shown(review: ReviewBinding) {
  const before = created.length;
  renderWithPortal(<PanoramaVideoViewer media={media} review={review} />);
  await waitFor(() => expect(created).toHaveLength(before + 1));
  const viewer = created.at(-1)!;
  const look = (yaw: number, pitch = -0.1, zoom = 30) =>
    act(() => {
      viewer.position = { yaw, pitch };
      viewer.zoom = zoom;
      viewer.listeners['position-updated']?.();
      viewer.listeners['zoom-updated']?.();
    });
  return { viewer, look };
}

const at = (viewer: MockViewer, time: number) => act(() => viewer.video.progress(time));
const drawing = () => screen.queryByTestId('review-drawing');

it("shows the chosen thread's drawing while its view and frame are on screen, and only then", async () => {
  const review = bindingOf({
    frameRate: 24,
    markers: [{ id: 3, number: 1, anchor: VIEW, label: 'Comment 1', resolved: false }],
    selectedId: 3,
    drawing: { shapes: [ARROW] },
  });
  const { viewer, look } = await shown(review);
  look(0.5);
  at(viewer, 48.5 / 24);
  await waitFor(() => expect(drawing()).toBeInTheDocument());
  // In the viewer's own element, so its full screen shows it too.
  expect(viewer.container).toContainElement(drawing());

  look(0.8);
  expect(drawing()).not.toBeInTheDocument();
  // PSV turns through 0–2π: the same view after a whole turn.
  look(0.5 + 2 * Math.PI);
  expect(drawing()).toBeInTheDocument();
  look(0.5, -0.1, 45);
  expect(drawing()).not.toBeInTheDocument();
  look(0.5);

  at(viewer, 49.5 / 24);
  expect(drawing()).not.toBeInTheDocument();
  at(viewer, 48.5 / 24);
  expect(drawing()).toBeInTheDocument();
  act(() => viewer.video.playPause(true));
  expect(drawing()).not.toBeInTheDocument();
  act(() => viewer.video.playPause(false));
  expect(drawing()).toBeInTheDocument();
});

it('draws the new comment on its frame, pinning it to the view it is drawn in', async () => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 0,
    top: 0,
    width: 1000,
    height: 500,
    right: 1000,
    bottom: 500,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  // Turned to a point clicked in the picture, away from the view's centre.
  const draft = { anchor: { ...VIEW, yaw: 1.2, pitch: 0.3, frame: null }, drawing: null };
  const review = bindingOf({ frameRate: 24, draft, tool: 'arrow', colour: 'red' });
  const { viewer, look } = await shown(review);
  look(0.5);
  at(viewer, 2.01);
  const surface = await screen.findByTestId('drawing-surface');
  fireEvent.pointerDown(surface, { button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(surface, { clientX: 300, clientY: 200 });
  fireEvent.pointerUp(surface, { clientX: 400, clientY: 300 });
  expect(review.changeDraft).toHaveBeenCalledWith({
    anchor: { ...draft.anchor, yaw: 0.5, pitch: -0.1, zoom: 30 },
    drawing: { shapes: [ARROW] },
  });
  // Another frame: nothing to draw on.
  at(viewer, 3);
  expect(screen.queryByTestId('drawing-surface')).not.toBeInTheDocument();
});

it('keeps a drawn comment on the view it was drawn in: a click no longer turns it', async () => {
  const draft = { anchor: { ...VIEW, frame: null }, drawing: { shapes: [ARROW] } };
  const review = bindingOf({ frameRate: 24, draft });
  const { viewer, look } = await shown(review);
  look(0.5);
  at(viewer, 2.01);
  await waitFor(() => expect(drawing()).toBeInTheDocument());
  act(() => viewer.listeners['click']!({ data: { yaw: 2, pitch: 0.3, rightclick: false } }));
  expect(review.changeDraft).not.toHaveBeenCalled();
});

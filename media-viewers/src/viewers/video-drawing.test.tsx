import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithPortal } from '@portal/shared/testing';
import type { DrawingShape } from '@portal/shared';
import type { ReviewBinding, ReviewMarker } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import { containedIn } from './picture-box';
import VideoViewer from './video-viewer';

const media = mediaOf({ id: 7, mediaType: 'Video', title: 'Fly-through' });
const RECTANGLE: DrawingShape = {
  tool: 'rectangle',
  colour: 'blue',
  x: 0.2,
  y: 0.2,
  width: 0.3,
  height: 0.2,
};
/** A thread pinned to frame 48 of a 24 fps video (2 s in), with a drawing. */
const thread = (frame = 48, rate = 24): ReviewMarker => ({
  id: 5,
  number: 1,
  anchor: { kind: 'time', time: frame / rate, endTime: null, frame, endFrame: null },
  label: 'Comment 1 by Olivia Harbour at 00:00:02:00',
  resolved: false,
});
const chosen = (overrides: Partial<ReviewBinding> = {}) =>
  bindingOf({
    frameRate: 24,
    markers: [thread()],
    selectedId: 5,
    drawing: { shapes: [RECTANGLE] },
    ...overrides,
  });

beforeAll(() => {
  // jsdom has no PointerEvent; a MouseEvent carries all the drawing reads.
  (window as { PointerEvent?: unknown }).PointerEvent ??= class extends MouseEvent {
    pointerId = 1;
  };
});
beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

/** The video with its first frames' data (jsdom decodes nothing), paused at `seconds`. */
function loaded(seconds: number) {
  const video = screen.getByLabelText('Fly-through') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: 4 });
  Object.defineProperty(video, 'readyState', { configurable: true, value: 2 });
  video.currentTime = seconds;
  fireEvent(video, new Event('loadeddata'));
  return video;
}

/** The browser finishing a seek the player asked for (jsdom only sets the time). */
const landed = (video: HTMLVideoElement) => {
  fireEvent(video, new Event('seeking'));
  fireEvent(video, new Event('seeked'));
};

const drawing = () => screen.queryByTestId('review-drawing');

it("shows the chosen thread's drawing on its frame only: gone after a frame step, back on return", async () => {
  renderWithPortal(<VideoViewer media={media} review={chosen()} />);
  // Paused in the middle of frame 48, as choosing the thread left it.
  const video = loaded(48.5 / 24);
  expect(drawing()!.querySelector('rect')).toHaveAttribute('stroke', '#1c7ed6');

  await userEvent.click(screen.getByRole('button', { name: 'Next frame' }));
  fireEvent(video, new Event('seeking'));
  // Gone as soon as the player leaves the frame, before the next one is even shown.
  expect(drawing()).not.toBeInTheDocument();
  fireEvent(video, new Event('seeked'));
  expect(video.currentTime).toBeCloseTo(49.5 / 24, 6);
  expect(drawing()).not.toBeInTheDocument();

  fireEvent.keyDown(video, { key: ',' });
  landed(video);
  expect(drawing()).toBeInTheDocument();

  // Playing on: the first time past the frame takes it away.
  video.currentTime = 2.1;
  fireEvent(video, new Event('timeupdate'));
  expect(drawing()).not.toBeInTheDocument();
});

it('shows no drawing before the first frame arrives, nor once the thread is no longer chosen', async () => {
  function Panel() {
    const [selectedId, setSelectedId] = useState<number | null>(5);
    return (
      <>
        <button type="button" onClick={() => setSelectedId(null)}>
          Choose none
        </button>
        <VideoViewer media={media} review={chosen({ selectedId })} />
      </>
    );
  }
  renderWithPortal(<Panel />);
  // Only the poster: nothing is decoded yet.
  expect(drawing()).not.toBeInTheDocument();
  loaded(48.5 / 24);
  expect(drawing()).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Choose none' }));
  expect(drawing()).not.toBeInTheDocument();
});

describe('where the browser tells the frames it presents', () => {
  let presented: VideoFrameRequestCallback[] = [];
  beforeEach(() => {
    presented = [];
    Object.assign(HTMLVideoElement.prototype, {
      requestVideoFrameCallback: (callback: VideoFrameRequestCallback) => presented.push(callback),
      cancelVideoFrameCallback: () => undefined,
    });
  });
  afterEach(() => {
    // Unmounted first: the viewer stops asking for frames as it goes.
    cleanup();
    const prototype = HTMLVideoElement.prototype as Partial<HTMLVideoElement>;
    delete prototype.requestVideoFrameCallback;
    delete prototype.cancelVideoFrameCallback;
  });
  const present = (mediaTime: number) =>
    act(() => presented.at(-1)!(performance.now(), { mediaTime } as VideoFrameCallbackMetadata));

  it("reads the frame from each presented frame's media time, a microsecond under included", () => {
    const rate = 30000 / 1001;
    renderWithPortal(
      <VideoViewer
        media={media}
        review={chosen({ frameRate: 29.97, markers: [thread(2, rate)] })}
      />,
    );
    loaded(0);
    expect(drawing()).not.toBeInTheDocument();
    // Frame 2 starts at 0.0667333… s; the browser says 0.066733.
    present(0.066733);
    expect(drawing()).toBeInTheDocument();
    present(0.1001);
    expect(drawing()).not.toBeInTheDocument();
  });
});

it("draws a new comment's shapes on its paused frame, in fractions of the picture", () => {
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
  const draft = {
    anchor: { kind: 'time' as const, time: 2, endTime: null, frame: null, endFrame: null },
    drawing: null,
  };
  const review = bindingOf({ frameRate: 24, draft, tool: 'rectangle', colour: 'blue' });
  renderWithPortal(<VideoViewer media={media} review={review} />);
  const video = loaded(2);
  const surface = screen.getByTestId('drawing-surface');
  fireEvent.pointerDown(surface, { button: 0, clientX: 200, clientY: 100 });
  fireEvent.pointerMove(surface, { clientX: 400, clientY: 150 });
  fireEvent.pointerUp(surface, { clientX: 500, clientY: 200 });
  expect(review.changeDraft).toHaveBeenCalledWith({ ...draft, drawing: { shapes: [RECTANGLE] } });

  // Another frame on screen (played on, or a step): nothing to draw on until it is back.
  video.currentTime = 2.5;
  landed(video);
  expect(screen.queryByTestId('drawing-surface')).not.toBeInTheDocument();
});

it('lays the drawing over the picture, not over the letterbox', () => {
  renderWithPortal(<VideoViewer media={media} review={chosen()} />);
  const video = loaded(48.5 / 24);
  for (const [name, value] of Object.entries({
    clientWidth: 1000,
    clientHeight: 600,
    videoWidth: 1920,
    videoHeight: 1080,
  })) {
    Object.defineProperty(video, name, { configurable: true, value });
  }
  fireEvent(video, new Event('loadedmetadata'));
  expect(drawing()!.parentElement).toHaveStyle({
    left: '0px',
    top: '18.75px',
    width: '1000px',
    height: '562.5px',
  });
  // A tall picture is pillarboxed.
  expect(containedIn({ width: 1000, height: 600 }, { width: 1080, height: 1080 })).toEqual({
    left: 200,
    top: 0,
    width: 600,
    height: 600,
  });
});

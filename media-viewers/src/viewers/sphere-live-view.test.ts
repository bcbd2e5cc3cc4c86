import type { VideoControl } from './sphere-review';
import { sphereLiveView, type SphereLiveViewer } from './sphere-live-view';

/** A Photo Sphere Viewer as the live view sees it: its position (radians) and zoom, set at once. */
interface FakeViewer {
  position: { yaw: number; pitch: number };
  level: number;
  getPosition(): { yaw: number; pitch: number };
  getZoomLevel(): number;
  rotate: jest.Mock;
  zoom: jest.Mock;
}

function viewerAt(yaw: number, pitch: number, zoom = 30) {
  const viewer: FakeViewer = {
    position: { yaw, pitch },
    level: zoom,
    getPosition: () => viewer.position,
    getZoomLevel: () => viewer.level,
    rotate: jest.fn((to: { yaw: number; pitch: number }) => (viewer.position = to)),
    zoom: jest.fn((level: number) => (viewer.level = level)),
  };
  return viewer;
}

/** The video plugin's controls: a clock that stands still unless `advance` moves it. */
type FakeVideo = VideoControl & {
  time: number;
  playing: boolean;
  setTime: jest.Mock;
  play: jest.Mock;
  pause: jest.Mock;
};

function videoAt(time: number, playing = false) {
  const video: FakeVideo = {
    time,
    playing,
    getTime: () => video.time,
    setTime: jest.fn((to: number) => (video.time = to)),
    play: jest.fn(() => (video.playing = true)),
    pause: jest.fn(() => (video.playing = false)),
    isPlaying: () => video.playing,
    onProgress: () => () => {},
    onPlayPause: () => () => {},
  };
  return video;
}

const live = (viewer: ReturnType<typeof viewerAt>, video?: ReturnType<typeof videoAt>) =>
  sphereLiveView(
    () => viewer as unknown as SphereLiveViewer,
    () => (video ?? null) as VideoControl | null,
    () => 25,
  );

afterEach(() => jest.useRealTimers());

it("presents a 360° picture's direction in degrees (yaw within ±180°) and its zoom", () => {
  // Photo Sphere Viewer turns through 0–2π: 350° is −10°.
  const presenter = live(viewerAt((350 * Math.PI) / 180 + 1e-9, -0.25, 42.04));
  const view = presenter.read();
  expect(view).toEqual({
    kind: 'sphere',
    yaw: -10,
    pitch: -14.324,
    zoom: 42,
    time: null,
    playing: false,
  });
  // Nothing changed: the same view, so nothing is sent.
  expect(presenter.read()).toEqual(view);

  const viewer = viewerAt(1, 0.5, 80);
  const follower = live(viewer);
  follower.apply(view!, performance.now());
  expect(follower.read()).toEqual(view);
  // At once, not animated; and once there, not turned again.
  expect(viewer.rotate).toHaveBeenCalledTimes(1);
  follower.apply(view!, performance.now());
  expect(viewer.rotate).toHaveBeenCalledTimes(1);
  expect(viewer.zoom).toHaveBeenCalledTimes(1);
});

it("pauses a following 360° video on the presenter's moment", () => {
  const presenter = live(viewerAt(0.5, 0), videoAt(12.345));
  const view = presenter.read();
  expect(view).toMatchObject({ kind: 'sphere', time: 12.345, playing: false });
  expect(presenter.read()).toEqual(view);

  const video = videoAt(3, true);
  const follower = live(viewerAt(0, 0), video);
  follower.apply(view!, performance.now());
  expect(video.pause).toHaveBeenCalled();
  expect(follower.read()).toEqual(view);
  // Within half a frame: no seek.
  video.setTime.mockClear();
  video.time = 12.36;
  follower.apply(view!, performance.now());
  expect(video.setTime).not.toHaveBeenCalled();
});

it('plays a following 360° video from where the presenter is now, and seeks back when it drifts', () => {
  jest.useFakeTimers();
  const video = videoAt(0);
  const follower = live(viewerAt(0, 0), video);
  const sent = performance.now();
  follower.apply(
    { kind: 'sphere', yaw: 0, pitch: 0, zoom: 30, time: 20, playing: true },
    sent - 2000,
  );
  jest.advanceTimersByTime(50);
  expect(video.play).toHaveBeenCalled();
  // Two seconds after the presenter said 20 s.
  expect(video.setTime.mock.calls[0]![0]).toBeGreaterThanOrEqual(22);
  expect(video.setTime.mock.calls[0]![0]).toBeLessThan(22.2);
  // A seek has time to land; this clock stands still, so past that it has drifted: seek again.
  jest.advanceTimersByTime(300);
  expect(video.setTime).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(400);
  expect(video.setTime).toHaveBeenCalledTimes(2);
  expect(video.setTime.mock.calls[1]![0]).toBeGreaterThan(22.5);
  // Following ended: it is left where it is.
  follower.release();
  jest.advanceTimersByTime(2000);
  expect(video.setTime).toHaveBeenCalledTimes(2);
});

it('reads nothing before the viewer is made', () => {
  expect(
    sphereLiveView(
      () => null,
      () => null,
      () => 25,
    ).read(),
  ).toBeNull();
});

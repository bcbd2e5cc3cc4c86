import type { PresenterView } from '@portal/shared';
import { PRESENTER_HEARTBEAT_MS, worthSending } from './live-view';

type VideoView = Extract<PresenterView, { kind: 'video' }>;

const video = (playing: boolean, time: number, frame = Math.round(time * 25)): VideoView => ({
  kind: 'video',
  playing,
  time,
  frame,
  rate: 1,
  loop: null,
});

test('the first view, a pause, a seek and a new rate are sent', () => {
  expect(worthSending(null, 0, video(false, 1), 0)).toBe(true);
  expect(worthSending(video(true, 1), 0, video(false, 1.1), 100)).toBe(true);
  expect(worthSending(video(false, 1), 0, video(false, 2), 100)).toBe(true);
  expect(worthSending(video(false, 1), 0, { ...video(false, 1), rate: 2 }, 100)).toBe(true);
});

test('a video playing on as its last view said is not sent again until the heartbeat', () => {
  expect(worthSending(video(true, 1), 0, video(true, 1.5), 500)).toBe(false);
  expect(worthSending(video(true, 1), 0, video(true, 2), PRESENTER_HEARTBEAT_MS)).toBe(true);
  // A seek while playing: far from where the clock puts it.
  expect(worthSending(video(true, 1), 0, video(true, 4), 500)).toBe(true);
});

test('a paused view that does not change is not sent again until the heartbeat', () => {
  const page: PresenterView = { kind: 'pdf', page: 2, zoom: 1 };
  expect(worthSending(page, 0, { ...page }, 200)).toBe(false);
  expect(worthSending(page, 0, { ...page, page: 3 }, 200)).toBe(true);
  expect(worthSending(page, 0, { ...page, version: 2 }, 200)).toBe(true);
});

test('a 360° video playing on is not sent again until the heartbeat; turning it is', () => {
  const sphere: PresenterView = {
    kind: 'sphere',
    yaw: 10,
    pitch: 0,
    zoom: 50,
    time: 1,
    playing: true,
  };
  expect(worthSending(sphere, 0, { ...sphere, time: 1.5 }, 500)).toBe(false);
  expect(worthSending(sphere, 0, { ...sphere, time: 1.5, yaw: 20 }, 500)).toBe(true);
  expect(worthSending(sphere, 0, { ...sphere, time: 3 }, 500)).toBe(true);
});

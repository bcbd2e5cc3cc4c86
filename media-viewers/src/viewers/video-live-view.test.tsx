import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import type { ReviewTarget } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import VideoViewer from './video-viewer';

// The review player's loop range (I and O) and its side of a live session (video-live-view.ts).
const media = mediaOf({ id: 7, mediaType: 'Video', title: 'Fly-through' });

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

function renderPlayer() {
  let target: ReviewTarget | null = null;
  const registerTarget = (given: ReviewTarget | null) => {
    target = given;
  };
  renderWithPortal(
    <VideoViewer media={media} review={bindingOf({ frameRate: 25, registerTarget })} />,
  );
  const video = screen.getByLabelText('Fly-through') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: 10 });
  Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
  fireEvent(video, new Event('durationchange'));
  return { video, live: () => target!.live! };
}

it('marks a loop range from the frame on screen with I and O, shows it, and clears it', async () => {
  const { video } = renderPlayer();
  video.currentTime = 1.01;
  await userEvent.keyboard('i');
  video.currentTime = 2.01;
  await userEvent.click(screen.getByRole('button', { name: 'Loop up to this frame' }));
  // From frame 25's start up to frame 50, its last frame.
  const clear = screen.getByRole('button', { name: 'Clear loop 00:00:01:00–00:00:02:00' });
  expect(screen.getByTestId('loop-range')).toBeInTheDocument();
  await userEvent.click(clear);
  expect(screen.queryByTestId('loop-range')).not.toBeInTheDocument();
});

it('presents its frame, rate and loop, and follows a paused presenter to their frame and loop', async () => {
  const { video, live } = renderPlayer();
  video.currentTime = 3.01;
  await userEvent.keyboard('o');
  expect(live().read()).toEqual({
    kind: 'video',
    playing: false,
    time: 3.01,
    frame: 75,
    rate: 1,
    loop: { in: 0, out: 3.04 },
  });

  act(() =>
    live().apply(
      { kind: 'video', playing: false, time: 5, frame: 125, rate: 0.5, loop: { in: 4, out: 6 } },
      performance.now(),
    ),
  );
  // The middle of frame 125, so a player rounding either way shows it.
  expect(video.currentTime).toBeCloseTo(125.5 / 25, 6);
  expect(video.playbackRate).toBe(0.5);
  expect(screen.getByRole('button', { name: 'Clear loop 00:00:04:00–00:00:05:24' })).toBeVisible();
  expect(live().read()).toMatchObject({ frame: 125, rate: 0.5, loop: { in: 4, out: 6 } });
});

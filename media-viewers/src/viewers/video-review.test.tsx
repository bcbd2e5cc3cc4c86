import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithPortal } from '@portal/shared/testing';
import type { ReviewBinding, ReviewMarker, ReviewTarget } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import VideoViewer from './video-viewer';

const media = mediaOf({ id: 7, mediaType: 'Video', title: 'Fly-through' });

const marker = (id: number, time: number, more: Partial<ReviewMarker> = {}): ReviewMarker => ({
  id,
  number: id,
  anchor: { kind: 'time', time, endTime: null, frame: null, endFrame: null },
  label: `Comment ${id} by Olivia Harbour at ${time}`,
  resolved: false,
  ...more,
});

/** A 25 fps video's binding. */
const videoBinding = (overrides: Partial<ReviewBinding> = {}) =>
  bindingOf({ frameRate: 25, ...overrides });

let pause: jest.SpyInstance;
let play: jest.SpyInstance;
beforeEach(() => {
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
});
afterEach(() => jest.restoreAllMocks());

/** The video once its metadata has arrived (jsdom decodes nothing). */
function loaded(duration = 100) {
  const video = screen.getByLabelText('Fly-through') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
  fireEvent(video, new Event('durationchange'));
  return video;
}

it('marks each timed thread on the timeline, numbered and named, a range as a band', () => {
  renderWithPortal(
    <VideoViewer
      media={media}
      review={videoBinding({
        markers: [
          marker(1, 25),
          marker(2, 50, {
            resolved: true,
            anchor: { kind: 'time', time: 50, endTime: 60, frame: null, endFrame: null },
          }),
          marker(3, 0, { anchor: { kind: 'whole', entry: null } }),
        ],
        selectedId: 1,
      })}
    />,
  );
  loaded(100);
  const first = screen.getByRole('button', { name: 'Comment 1 by Olivia Harbour at 25' });
  expect(first).toHaveTextContent('1');
  expect(first).toHaveStyle({ left: '25%' });
  expect(first).toHaveAttribute('aria-pressed', 'true');
  const second = screen.getByRole('button', { name: 'Comment 2 by Olivia Harbour at 50' });
  expect(second).toHaveStyle({ left: '50%' });
  expect(second).toHaveAttribute('aria-pressed', 'false');
  expect(second).toHaveAttribute('data-resolved');
  expect(screen.getByTestId('range-2')).toHaveStyle({ left: '50%' });
  // A pin to the whole medium has no moment to mark.
  expect(screen.queryByRole('button', { name: /Comment 3/ })).not.toBeInTheDocument();
});

it('shows the new comment’s pin and the timecode of the frame on screen', () => {
  renderWithPortal(
    <VideoViewer
      media={media}
      review={videoBinding({
        draft: {
          anchor: { kind: 'time', time: 3.48, endTime: null, frame: null, endFrame: null },
          drawing: null,
        },
      })}
    />,
  );
  const video = loaded(100);
  expect(screen.getByRole('img', { name: 'New comment at 00:00:03:12' })).toBeInTheDocument();
  video.currentTime = 62.08;
  fireEvent(video, new Event('timeupdate'));
  expect(screen.getByRole('timer', { name: 'Timecode' })).toHaveTextContent(
    '00:01:02:02 / 00:01:40:00',
  );
});

it('seeks to a marker and pauses when it is chosen, and tells the panel', async () => {
  const select = jest.fn();
  renderWithPortal(
    <VideoViewer media={media} review={videoBinding({ markers: [marker(4, 42.5)], select })} />,
  );
  const video = loaded(100);
  await userEvent.click(
    screen.getByRole('button', { name: 'Comment 4 by Olivia Harbour at 42.5' }),
  );
  expect(select).toHaveBeenCalledWith(4);
  expect(pause).toHaveBeenCalled();
  expect(video.currentTime).toBe(42.5);
});

it('reveals the thread chosen elsewhere (the panel, the URL)', async () => {
  function Panel() {
    const [selectedId, setSelectedId] = useState<number | null>(null);
    return (
      <>
        <button type="button" onClick={() => setSelectedId(4)}>
          Show comment 4
        </button>
        <VideoViewer
          media={media}
          review={videoBinding({ markers: [marker(4, 12)], selectedId })}
        />
      </>
    );
  }
  renderWithPortal(<Panel />);
  const video = loaded(100);
  await userEvent.click(screen.getByRole('button', { name: 'Show comment 4' }));
  // The middle of the pinned frame (25 fps): a player rounding either way still shows that frame.
  expect(video.currentTime).toBeCloseTo(12.02, 6);
  expect(pause).toHaveBeenCalled();
});

it('steps one frame (1/fps) with the arrow, comma and full-stop keys, pausing first', () => {
  renderWithPortal(<VideoViewer media={media} review={videoBinding({ frameRate: 25 })} />);
  const video = loaded(100);
  video.currentTime = 2;
  // Each step lands in the middle of its frame (25 fps: 0.02 s past its start).
  fireEvent.keyDown(video, { key: 'ArrowRight' });
  expect(pause).toHaveBeenCalled();
  expect(video.currentTime).toBeCloseTo(2.06, 6);
  fireEvent.keyDown(document.body, { key: '.' });
  expect(video.currentTime).toBeCloseTo(2.1, 6);
  fireEvent.keyDown(video, { key: ',' });
  fireEvent.keyDown(video, { key: 'ArrowLeft' });
  expect(video.currentTime).toBeCloseTo(2.02, 6);
  fireEvent.keyDown(video, { key: 'ArrowLeft', shiftKey: true });
  expect(video.currentTime).toBeCloseTo(1.02, 6);
  fireEvent.keyDown(video, { key: 'l' });
  expect(video.currentTime).toBeCloseTo(11.02, 6);
  fireEvent.keyDown(video, { key: 'k' });
  expect(play).toHaveBeenCalledTimes(1);
});

it('steps by 25 fps when the frame rate is not known', () => {
  renderWithPortal(<VideoViewer media={media} review={videoBinding({ frameRate: null })} />);
  const video = loaded(100);
  video.currentTime = 1;
  fireEvent.keyDown(video, { key: 'ArrowRight' });
  expect(video.currentTime).toBeCloseTo(1.06, 6);
});

it('ignores its keys while typing, with Ctrl, Alt or Meta, and outside the player', () => {
  renderWithPortal(
    <>
      <input aria-label="Comment" />
      <div contentEditable suppressContentEditableWarning aria-label="Rich comment" />
      <button type="button">Elsewhere</button>
      <VideoViewer media={media} review={videoBinding()} />
    </>,
  );
  const video = loaded(100);
  video.currentTime = 5;
  fireEvent.keyDown(screen.getByLabelText('Comment'), { key: ' ' });
  fireEvent.keyDown(screen.getByLabelText('Comment'), { key: 'ArrowRight' });
  fireEvent.keyDown(screen.getByLabelText('Rich comment'), { key: 'k' });
  fireEvent.keyDown(screen.getByRole('button', { name: 'Elsewhere' }), { key: 'k' });
  fireEvent.keyDown(video, { key: 'ArrowRight', ctrlKey: true });
  fireEvent.keyDown(video, { key: 'l', metaKey: true });
  expect(play).not.toHaveBeenCalled();
  expect(video.currentTime).toBe(5);
});

it('hands the panel a target: capture pauses and pins the frame’s start; reveal seeks', () => {
  let target: ReviewTarget | null = null;
  const registerTarget = jest.fn((given: ReviewTarget | null) => {
    target = given;
  });
  const { unmount } = renderWithPortal(
    <VideoViewer media={media} review={videoBinding({ frameRate: 25, registerTarget })} />,
  );
  expect(target).not.toBeNull();
  const video = screen.getByLabelText('Fly-through') as HTMLVideoElement;
  // No frame to pin to before the metadata.
  expect(target!.capture()).toBeNull();
  loaded(100);
  video.currentTime = 3.5;
  expect(target!.capture()).toEqual({
    kind: 'time',
    time: 3.48,
    endTime: null,
    frame: null,
    endFrame: null,
  });
  expect(pause).toHaveBeenCalled();
  act(() => target!.reveal({ kind: 'time', time: 9, endTime: null, frame: null, endFrame: null }));
  expect(video.currentTime).toBeCloseTo(9.02, 6);
  unmount();
  expect(registerTarget).toHaveBeenLastCalledWith(null);
});

it('changes the playback speed from its menu', async () => {
  renderWithPortal(<VideoViewer media={media} review={videoBinding()} />);
  const video = loaded(100);
  await userEvent.click(screen.getByRole('button', { name: 'Playback speed 1×' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: '0.5×' }));
  expect(video.playbackRate).toBe(0.5);
  fireEvent(video, new Event('ratechange'));
  expect(screen.getByRole('button', { name: 'Playback speed 0.5×' })).toHaveTextContent('0.5×');
});

it('lists its keys under Keyboard shortcuts', async () => {
  renderWithPortal(<VideoViewer media={media} review={videoBinding()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
  const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
  // The table's rows: the keys (a row header) and what they do.
  const row = (await within(help).findByText('One frame forward')).closest('tr')!;
  expect(row).toHaveTextContent('→ or .One frame forward');
  expect(help).toHaveTextContent('Space or KPlay or pause');
});

it('seeks from the timeline slider (Home and End)', () => {
  renderWithPortal(<VideoViewer media={media} review={videoBinding()} />);
  const video = loaded(100);
  video.currentTime = 30;
  fireEvent.keyDown(screen.getByRole('slider', { name: 'Position' }), { key: 'End' });
  expect(video.currentTime).toBe(100);
  fireEvent.keyDown(screen.getByRole('slider', { name: 'Position' }), { key: 'Home' });
  expect(video.currentTime).toBe(0);
});

it('is the only player in review: no browser controls, its own sound and full screen', async () => {
  const fullscreen = jest.fn().mockResolvedValue(undefined);
  renderWithPortal(<VideoViewer media={media} review={videoBinding()} />);
  const video = loaded(100);
  expect(video).not.toHaveAttribute('controls');
  await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
  expect(video.muted).toBe(true);
  // The browser says so once it has (jsdom does not).
  act(() => void fireEvent(video, new Event('volumechange')));
  await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
  expect(video.muted).toBe(false);
  // The player's box, which a click in it focuses (its keys' target).
  const frame = video.closest<HTMLElement>('[tabindex="-1"]')!;
  frame.requestFullscreen = fullscreen;
  await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
  expect(fullscreen).toHaveBeenCalledTimes(1);
});

it('keeps the browser’s controls outside review (an embed, a share without review)', () => {
  renderWithPortal(<VideoViewer media={media} />);
  expect(screen.getByLabelText('Fly-through')).toHaveAttribute('controls');
});

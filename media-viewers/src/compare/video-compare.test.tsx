import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf } from '../testing/media';
import VideoCompare from './video-compare';

const side = (id: number, label: string) => ({
  media: mediaOf({ id, mediaType: 'Video', title: 'Fly-through' }),
  label,
});

// jsdom plays nothing: play and pause only change the state and say so, as a player does.
const setPaused = (player: HTMLMediaElement, paused: boolean) => {
  Object.defineProperty(player, 'paused', { configurable: true, value: paused });
  player.dispatchEvent(new Event(paused ? 'pause' : 'play'));
};
beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, false);
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    setPaused(this, true);
  });
});
afterEach(() => jest.restoreAllMocks());

/** Both videos once their metadata has arrived: the left 100 s long, the right 60 s. */
function loaded() {
  const players = [
    screen.getByLabelText('v1: Fly-through'),
    screen.getByLabelText('v3: Fly-through'),
  ];
  players.forEach((player, index) => {
    Object.defineProperty(player, 'duration', { configurable: true, value: [100, 60][index] });
    fireEvent(player, new Event('durationchange'));
  });
  return players as [HTMLVideoElement, HTMLVideoElement];
}

it('shows both videos, labelled, the right one muted, with no controls of their own', () => {
  renderWithPortal(<VideoCompare left={side(1, 'v1')} right={side(2, 'v3')} />);
  const [left, right] = loaded();
  expect(screen.getByText('v1')).toBeInTheDocument();
  expect(screen.getByText('v3')).toBeInTheDocument();
  expect(left).toHaveAttribute('src', '/api/media/1/file');
  expect(left).toHaveAttribute('poster', '/api/media/1/thumbnail');
  expect(left).not.toHaveAttribute('controls');
  expect(left.muted).toBe(false);
  expect(right).toHaveAttribute('src', '/api/media/2/file');
  expect(right.muted).toBe(true);
});

it('plays and pauses both with one button, and with Space', async () => {
  renderWithPortal(<VideoCompare left={side(1, 'v1')} right={side(2, 'v3')} />);
  const [left, right] = loaded();
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(left.paused).toBe(false);
  expect(right.paused).toBe(false);
  await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(left.paused).toBe(true);
  expect(right.paused).toBe(true);
  // Space in the view (on the position slider here) plays both.
  act(() => screen.getByRole('slider', { name: 'Position' }).focus());
  await userEvent.keyboard(' ');
  expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  expect(right.paused).toBe(false);
});

it('seeks both with the Position slider, the shorter one held at its end', async () => {
  renderWithPortal(<VideoCompare left={side(1, 'v1')} right={side(2, 'v3')} />);
  const [left, right] = loaded();
  const position = screen.getByRole('slider', { name: 'Position' });
  act(() => position.focus());
  await userEvent.keyboard('{ArrowRight}');
  expect(left.currentTime).toBeCloseTo(0.04, 6);
  expect(right.currentTime).toBeCloseTo(0.04, 6);
  await userEvent.keyboard('{End}');
  expect(left.currentTime).toBe(100);
  expect(right.currentTime).toBe(60);
  act(() => void fireEvent(left, new Event('seeked')));
  expect(position).toHaveAttribute('aria-valuetext', '00:01:40:00');
});

it('steps both one frame at a time, paused', async () => {
  renderWithPortal(<VideoCompare left={side(1, 'v1')} right={side(2, 'v3')} />);
  const [left, right] = loaded();
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next frame' }));
  // 25 frames a second when the rate is not known: the middle of the second frame.
  expect(left.currentTime).toBeCloseTo(0.06, 6);
  expect(right.currentTime).toBeCloseTo(0.06, 6);
  expect(left.paused && right.paused).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Next frame' }));
  await userEvent.click(screen.getByRole('button', { name: 'Previous frame' }));
  expect(right.currentTime).toBeCloseTo(0.06, 6);
});

it('puts the right one back in step when it drifts while playing', async () => {
  renderWithPortal(<VideoCompare left={side(1, 'v1')} right={side(2, 'v3')} />);
  const [left, right] = loaded();
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  right.currentTime = 12;
  left.currentTime = 12.05;
  act(() => void fireEvent(left, new Event('timeupdate')));
  expect(right.currentTime).toBe(12);
  left.currentTime = 12.5;
  act(() => void fireEvent(left, new Event('timeupdate')));
  expect(right.currentTime).toBe(12.5);
  // Past the shorter one's end, the longer plays on alone.
  right.currentTime = 60;
  left.currentTime = 70;
  act(() => void fireEvent(left, new Event('timeupdate')));
  expect(right.currentTime).toBe(60);
});

it('wipes the right video over the left, keeping both players and where they are', async () => {
  renderWithPortal(<VideoCompare left={side(1, 'v1')} right={side(2, 'v3')} />);
  const [left, right] = loaded();
  left.currentTime = 30;
  await userEvent.click(screen.getByRole('radio', { name: 'Wipe' }));
  // The same elements: switching reloads nothing.
  expect(screen.getByLabelText('v1: Fly-through')).toBe(left);
  expect(screen.getByLabelText('v3: Fly-through')).toBe(right);
  expect(left.currentTime).toBe(30);
  expect(right).toHaveStyle({ clipPath: 'inset(0 0 0 50%)' });
  const divider = screen.getByRole('slider', { name: 'Divider position' });
  expect(divider).toHaveAttribute('aria-valuetext', '50 % v1, 50 % v3');
  act(() => divider.focus());
  await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
  expect(right).toHaveStyle({ clipPath: 'inset(0 0 0 60%)' });
  // The transport drives both still.
  await userEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(left.paused || right.paused).toBe(false);
  await userEvent.click(screen.getByRole('radio', { name: 'Side by side' }));
  expect(screen.queryByRole('slider', { name: 'Divider position' })).not.toBeInTheDocument();
  expect(right).not.toHaveStyle({ clipPath: 'inset(0 0 0 60%)' });
});

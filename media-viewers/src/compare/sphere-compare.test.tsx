import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf } from '../testing/media';
import { KeyScopePlugin } from '../viewers/key-scope';
import { created, VideoPlugin, type MockViewer } from '../viewers/psv-mock';
import SphereCompare from './sphere-compare';

// The shared mock keeps a viewer's view as fields; a comparison also turns and zooms viewers,
// which (as Photo Sphere Viewer does) report the move at once.
jest.mock('@photo-sphere-viewer/core', () => {
  const { core } = jest.requireActual('../viewers/psv-mock');
  return {
    ...core,
    Viewer: jest.fn((config: unknown) => {
      const viewer = core.Viewer(config);
      return Object.assign(viewer, {
        rotate: jest.fn((position) => viewer.listeners['position-updated']?.({ position })),
        zoom: jest.fn((zoomLevel) => viewer.listeners['zoom-updated']?.({ zoomLevel })),
      });
    }),
  };
});
jest.mock('@photo-sphere-viewer/video-plugin', () => jest.requireActual('../viewers/psv-mock'));
jest.mock('@photo-sphere-viewer/equirectangular-video-adapter', () => ({
  EquirectangularVideoAdapter: class {},
}));

type Moving = MockViewer & { rotate: jest.Mock; zoom: jest.Mock };
const side = (id: number, mediaType: 'Panorama' | 'PanoramaVideo', label: string) => ({
  media: mediaOf({ id, mediaType, title: 'Plaza' }),
  label,
});

beforeEach(() => {
  created.length = 0;
});

async function viewers() {
  await waitFor(() => expect(created).toHaveLength(2));
  return created as Moving[] as [Moving, Moving];
}

it('shows both panoramas side by side, each labelled', async () => {
  renderWithPortal(
    <SphereCompare left={side(1, 'Panorama', 'v1')} right={side(2, 'Panorama', 'v3')} />,
  );
  expect(screen.getByRole('application', { name: '360° view of Plaza (v1)' })).toBeInTheDocument();
  expect(screen.getByRole('application', { name: '360° view of Plaza (v3)' })).toBeInTheDocument();
  const [left, right] = await viewers();
  expect(left.config.panorama).toBe('/api/media/1/file');
  expect(right.config.panorama).toBe('/api/media/2/file');
  // Pictures have no transport.
  expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
});

it('turns and zooms each view as the other is moved, without echoing back', async () => {
  renderWithPortal(
    <SphereCompare left={side(1, 'Panorama', 'v1')} right={side(2, 'Panorama', 'v3')} />,
  );
  const [left, right] = await viewers();
  act(() => left.listeners['position-updated']!({ position: { yaw: 1.2, pitch: -0.3 } }));
  expect(right.rotate).toHaveBeenCalledWith({ yaw: 1.2, pitch: -0.3 });
  expect(left.rotate).not.toHaveBeenCalled();
  act(() => right.listeners['zoom-updated']!({ zoomLevel: 70 }));
  expect(left.zoom).toHaveBeenCalledWith(70);
  expect(right.zoom).not.toHaveBeenCalled();
  act(() => right.listeners['position-updated']!({ position: { yaw: 0.4, pitch: 0.1 } }));
  expect(left.rotate).toHaveBeenCalledWith({ yaw: 0.4, pitch: 0.1 });
  expect(right.rotate).toHaveBeenCalledTimes(1);
});

describe('two 360° videos', () => {
  beforeEach(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays and seeks both from one transport, their own controls hidden', async () => {
    renderWithPortal(
      <SphereCompare
        left={side(3, 'PanoramaVideo', 'v1')}
        right={side(4, 'PanoramaVideo', 'v2')}
      />,
    );
    const [left, right] = await viewers();
    expect(left.config.plugins).toEqual([
      KeyScopePlugin,
      [VideoPlugin, { progressbar: false, bigbutton: false }],
    ]);
    const players = [left, right].map(
      (viewer) => (viewer.config.panorama as { source: HTMLVideoElement }).source,
    );
    expect(players.map((player) => player.src)).toEqual([
      'http://localhost/api/media/3/file',
      'http://localhost/api/media/4/file',
    ]);
    expect(players.map((player) => player.muted)).toEqual([false, true]);
    players.forEach((player) => {
      Object.defineProperty(player, 'duration', { configurable: true, value: 30 });
      act(() => void player.dispatchEvent(new Event('durationchange')));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(players.map((player) => player.paused)).toEqual([false, false]);
    act(() => screen.getByRole('slider', { name: 'Position' }).focus());
    await userEvent.keyboard('{End}');
    expect(players.map((player) => player.currentTime)).toEqual([30, 30]);
  });
});

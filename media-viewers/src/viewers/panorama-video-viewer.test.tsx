import { act, screen, waitFor } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import type { ReviewTarget } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import PanoramaVideoViewer from './panorama-video-viewer';
import { KeyScopePlugin } from './key-scope';
import { created, MarkersPlugin, VideoPlugin } from './psv-mock';

jest.mock('@photo-sphere-viewer/core', () => jest.requireActual('./psv-mock').core);
jest.mock('@photo-sphere-viewer/markers-plugin', () => jest.requireActual('./psv-mock'));
jest.mock('@photo-sphere-viewer/video-plugin', () => jest.requireActual('./psv-mock'));
jest.mock('@photo-sphere-viewer/equirectangular-video-adapter', () => ({
  EquirectangularVideoAdapter: class {},
}));

const media = mediaOf({ id: 8, mediaType: 'PanoramaVideo', title: 'Walkthrough' });

it('plays the 360° video without markers where there is no review', async () => {
  renderWithPortal(<PanoramaVideoViewer media={media} />);
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]!.config.plugins).toEqual([KeyScopePlugin, VideoPlugin]);
});

it("pins a comment to the view and the video's moment (pausing it), and goes back there", async () => {
  let target: ReviewTarget | null = null;
  const review = bindingOf({ registerTarget: (made) => (target = made) });
  renderWithPortal(<PanoramaVideoViewer media={media} review={review} />);
  await waitFor(() => expect(created).toHaveLength(2));
  const viewer = created[1]!;
  expect(viewer.config.plugins).toEqual([KeyScopePlugin, VideoPlugin, MarkersPlugin]);
  await waitFor(() => expect(target!.capture()).not.toBeNull());
  viewer.position = { yaw: 0.5, pitch: -0.1 };
  viewer.video.getTime.mockReturnValue(12.3456);
  expect(target!.capture()).toEqual({
    kind: 'view',
    yaw: 0.5,
    pitch: -0.1,
    zoom: 30,
    // The start of the frame on screen (25 fps when the rate is not known).
    time: 12.32,
    frame: null,
  });
  expect(viewer.video.pause).toHaveBeenCalled();
  target!.reveal({ kind: 'view', yaw: -1, pitch: 0.2, zoom: 60, time: 4.48, frame: null });
  expect(viewer.animate).toHaveBeenCalledWith(
    expect.objectContaining({ yaw: -1, pitch: 0.2, zoom: 60 }),
  );
  // The middle of the frame: a player rounding either way shows that frame.
  expect(viewer.video.setTime).toHaveBeenCalledWith(4.5);
  expect(screen.getByRole('application', { name: '360° view of Walkthrough' })).toBeInTheDocument();
});

it('shows the markers of threads near the moment playing, and the chosen one at any moment', async () => {
  const near = (id: number, time: number) => ({
    id,
    number: id,
    anchor: { kind: 'view' as const, yaw: 0, pitch: 0, zoom: 50, time, frame: null },
    label: `Comment ${id} at ${time} s`,
    resolved: false,
  });
  const markers = [near(1, 1), near(2, 20), near(3, 40)];
  renderWithPortal(
    <PanoramaVideoViewer media={media} review={bindingOf({ markers, selectedId: 3 })} />,
  );
  await waitFor(() => expect(created).toHaveLength(3));
  const viewer = created[2]!;
  const shown = () =>
    screen
      .queryAllByRole('button', { name: /^Comment \d/ })
      .map((b) => b.textContent)
      .sort();
  // At the start: the thread at 1 s, and the chosen one (at 40 s).
  await waitFor(() => expect(shown()).toEqual(['1', '3']));
  act(() => viewer.video.progress(19.1));
  await waitFor(() => expect(shown()).toEqual(['2', '3']));
});

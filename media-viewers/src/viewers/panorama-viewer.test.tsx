import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import type { ReviewBinding, ReviewTarget } from '../review/review-binding';
import { bindingOf } from '../review/testing/review-fixtures';
import { mediaOf } from '../testing/media';
import PanoramaViewer from './panorama-viewer';
import { KeyScopePlugin } from './key-scope';
import { created, MarkersPlugin } from './psv-mock';

jest.mock('@photo-sphere-viewer/core', () => jest.requireActual('./psv-mock').core);
jest.mock('@photo-sphere-viewer/markers-plugin', () => jest.requireActual('./psv-mock'));

const latest = () => created[created.length - 1]!;

it('shows the panorama in a 360° viewer and lets it go when closed', async () => {
  const media = mediaOf({ id: 3, mediaType: 'Panorama', title: 'Outback' });
  const { unmount } = renderWithPortal(<PanoramaViewer media={media} />);
  expect(screen.getByRole('application', { name: '360° view of Outback' })).toBeInTheDocument();
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]!.config.panorama).toBe('/api/media/3/file');
  // No review, no markers plugin.
  expect(created[0]!.config.plugins).toEqual([KeyScopePlugin]);
  unmount();
  expect(created[0]!.destroy).toHaveBeenCalled();
});

it('says when the panorama cannot be loaded', async () => {
  renderWithPortal(
    <PanoramaViewer media={mediaOf({ id: 4, mediaType: 'Panorama', title: 'Broken' })} />,
  );
  await waitFor(() => expect(created).toHaveLength(2));
  act(() => created[1]!.listeners['panorama-error']!());
  expect(await screen.findByText('The 360° view could not be loaded.')).toBeInTheDocument();
});

describe('under review', () => {
  const view = (yaw: number, pitch: number) =>
    ({ kind: 'view', yaw, pitch, zoom: 40, time: null, frame: null }) as const;
  let target: ReviewTarget | null = null;
  const review = (overrides: Partial<ReviewBinding> = {}) =>
    bindingOf({
      markers: [
        {
          id: 21,
          number: 1,
          anchor: view(0.6, -0.2),
          label: 'Comment 1 by <Olivia> at yaw 34°, pitch −11°',
          resolved: false,
        },
        {
          id: 22,
          number: 2,
          anchor: view(-2, 0.1),
          label: 'Comment 2',
          resolved: true,
        },
      ],
      selectedId: 22,
      registerTarget: (made) => (target = made),
      ...overrides,
    });
  const media = mediaOf({ id: 5, mediaType: 'Panorama', title: 'Plaza' });

  it('marks each thread at its direction with a named, numbered button that selects it', async () => {
    const binding = review();
    renderWithPortal(<PanoramaViewer media={media} review={binding} />);
    const first = await screen.findByRole('button', {
      name: 'Comment 1 by <Olivia> at yaw 34°, pitch −11°',
    });
    expect(latest().config.plugins).toEqual([KeyScopePlugin, MarkersPlugin]);
    expect(first).toHaveTextContent('1');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    const marker = latest().markers.get('review-21')!;
    expect(marker.position).toEqual({ yaw: 0.6, pitch: -0.2 });
    // The tooltip is HTML in Photo Sphere Viewer: the label goes in as text.
    expect(marker.tooltip!.content).toBe('Comment 1 by &#60;Olivia&#62; at yaw 34°, pitch −11°');
    expect(screen.getByRole('button', { name: 'Comment 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(first);
    expect(binding.select).toHaveBeenCalledWith(21);
  });

  it("captures the view's direction and zoom, and turns to a thread", async () => {
    renderWithPortal(<PanoramaViewer media={media} review={review()} />);
    await screen.findByRole('button', { name: 'Comment 2' });
    // Photo Sphere Viewer turns through 0–2π; the pin reads −π..π.
    latest().position = { yaw: (3 * Math.PI) / 2, pitch: 0.25 };
    latest().zoom = 55;
    expect(target!.capture()).toEqual({
      kind: 'view',
      yaw: -1.5708,
      pitch: 0.25,
      zoom: 55,
      time: null,
      frame: null,
    });
    target!.reveal(view(0.6, -0.2));
    expect(latest().animate).toHaveBeenCalledWith(
      expect.objectContaining({ yaw: 0.6, pitch: -0.2, zoom: 40 }),
    );
  });

  it('presents its view in a live session once the viewer is made', async () => {
    renderWithPortal(<PanoramaViewer media={media} review={review()} />);
    await screen.findByRole('button', { name: 'Comment 2' });
    latest().position = { yaw: (3 * Math.PI) / 2, pitch: 0.25 };
    expect(target!.live!.read()).toEqual({
      kind: 'sphere',
      yaw: -90,
      pitch: 14.324,
      zoom: 30,
      time: null,
      playing: false,
    });
  });

  it('shows the new comment apart, and points it where the picture is clicked', async () => {
    const binding = review({ draft: { anchor: view(1, 0), drawing: null } });
    const { unmount } = renderWithPortal(<PanoramaViewer media={media} review={binding} />);
    expect(await screen.findByRole('img', { name: "New comment's direction" })).toBeInTheDocument();
    expect(latest().markers.get('review-draft')!.position).toEqual({ yaw: 1, pitch: 0 });
    act(() => latest().listeners['click']!({ data: { yaw: 5, pitch: 0.3, rightclick: false } }));
    expect(binding.changeDraft).toHaveBeenCalledWith({
      anchor: { ...view(5 - 2 * Math.PI, 0.3) },
      drawing: null,
    });
    unmount();
    expect(target).toBeNull();
  });
});

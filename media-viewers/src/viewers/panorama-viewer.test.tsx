import { screen, waitFor } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf } from '../testing/media';
import PanoramaViewer from './panorama-viewer';

const created: {
  config: { panorama: string };
  destroy: jest.Mock;
  listeners: Record<string, () => void>;
}[] = [];
jest.mock('@photo-sphere-viewer/core', () => ({
  Viewer: jest.fn().mockImplementation((config) => {
    const viewer = {
      config,
      destroy: jest.fn(),
      listeners: {} as Record<string, () => void>,
      addEventListener: (name: string, listener: () => void) => {
        viewer.listeners[name] = listener;
      },
    };
    created.push(viewer);
    return viewer;
  }),
}));
jest.mock('@photo-sphere-viewer/core/index.css', () => ({}), { virtual: true });

it('shows the panorama in a 360° viewer and lets it go when closed', async () => {
  const media = mediaOf({ id: 3, mediaType: 'Panorama', title: 'Outback' });
  const { unmount } = renderWithPortal(<PanoramaViewer media={media} />);
  expect(screen.getByRole('application', { name: '360° view of Outback' })).toBeInTheDocument();
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]!.config.panorama).toBe('/api/media/3/file');
  unmount();
  expect(created[0]!.destroy).toHaveBeenCalled();
});

it('says when the panorama cannot be loaded', async () => {
  renderWithPortal(
    <PanoramaViewer media={mediaOf({ id: 4, mediaType: 'Panorama', title: 'Broken' })} />,
  );
  await waitFor(() => expect(created).toHaveLength(2));
  created[1]!.listeners['panorama-error']!();
  expect(await screen.findByText('The 360° view could not be loaded.')).toBeInTheDocument();
});

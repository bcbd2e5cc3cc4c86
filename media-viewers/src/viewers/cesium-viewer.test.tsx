import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { mediaOf } from '../testing/media';
import CesiumViewer, { SCENE_FAILED } from './cesium-viewer';
import { openScene } from './cesium-scene';

jest.mock('./cesium-scene', () => ({ openScene: jest.fn() }));
const open = openScene as jest.Mock;
const media = mediaOf({ id: 4, mediaType: 'Cesium', title: 'Site model' });

beforeEach(() => {
  open.mockReset();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as RenderingContext);
});

it('loads nothing of Cesium until asked, then opens the scene', async () => {
  const destroy = jest.fn();
  open.mockResolvedValue({ destroy });
  const { unmount } = renderWithPortal(<CesiumViewer media={media} />);
  expect(open).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Load 3D view' }));
  expect(open).toHaveBeenCalledWith(
    screen.getByRole('application', { name: '3D view of Site model' }),
    media,
  );
  expect(
    await screen.findByText('Drag to orbit, right-drag or scroll to zoom.'),
  ).toBeInTheDocument();
  unmount();
  expect(destroy).toHaveBeenCalled();
});

it('says when the scene cannot start, and tries again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  open.mockRejectedValueOnce(new Error('no')).mockResolvedValue({ destroy: jest.fn() });
  renderWithPortal(<CesiumViewer media={media} />);
  await userEvent.click(screen.getByRole('button', { name: 'Load 3D view' }));
  expect(await screen.findByText(SCENE_FAILED)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(
    await screen.findByText('Drag to orbit, right-drag or scroll to zoom.'),
  ).toBeInTheDocument();
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { MediaViewer } from './media-viewer';
import { mediaOf } from './testing/media';

let broken = true;
jest.mock('./viewers/image-viewer', () => ({
  __esModule: true,
  default: () => {
    if (broken) throw new Error('chunk failed');
    return <p>The image</p>;
  },
}));

it('says a viewer could not be loaded, and loads it again when asked', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderWithPortal(<MediaViewer media={mediaOf({ id: 5, mediaType: 'Image', title: 'Still' })} />);
  expect(await screen.findByText('The viewer could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the file' })).toHaveAttribute(
    'href',
    '/api/media/5/file',
  );
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The image')).toBeInTheDocument();
});

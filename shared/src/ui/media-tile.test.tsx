import { screen } from '@testing-library/react';
import { renderWithPortal } from '../../testing';
import { MediaTile } from './media-tile';

it('shows an image inline, named by its title, from the media file endpoint', () => {
  renderWithPortal(<MediaTile media={{ id: 3, mediaType: 'Image', title: 'View A' }} />);
  expect(screen.getByRole('img', { name: 'View A' })).toHaveAttribute('src', '/api/media/3/file');
});

it('shows a panorama inline too', () => {
  renderWithPortal(<MediaTile media={{ id: 4, mediaType: 'Panorama', title: 'Deck 360' }} large />);
  expect(screen.getByRole('img', { name: 'Deck 360' })).toBeInTheDocument();
});

it('shows any other type as its description with a link that opens the file', () => {
  renderWithPortal(<MediaTile media={{ id: 11, mediaType: 'Pdf', title: 'Brief' }} />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(screen.getByText('Pdf File')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Open Brief' });
  expect(link).toHaveAttribute('href', '/api/media/11/file');
  expect(link).toHaveAttribute('target', '_blank');
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Media } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { MediaGallery } from './media-gallery';
import { mediaOf } from './testing/media';

// The real lightbox; the review dialog stands in for itself (its panel calls the API).
jest.mock('./media-modal', () => ({
  MediaModal: ({ media }: { media: Media }) => (
    <div role="dialog" aria-label={`Viewer of ${media.title}`} />
  ),
}));

const items = ['Dusk', 'Interior'].map((title, at) =>
  mediaOf({ id: at + 1, mediaType: 'Image', title }),
);

it('opens an image in the real lightbox without review (embeds), with no review in it', async () => {
  renderWithPortal(<MediaGallery items={items} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open Interior (Image)' }));
  expect(await screen.findByRole('button', { name: 'Close the image' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Comments' })).not.toBeInTheDocument();
});

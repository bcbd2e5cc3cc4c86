import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPortal } from '@portal/shared/testing';
import { MediaGallery } from './media-gallery';
import { mediaOf } from './testing/media';

jest.mock('./viewers/image-lightbox', () => ({
  __esModule: true,
  default: ({ images, index }: { images: { title: string }[]; index: number }) => (
    <div role="dialog" aria-label="Lightbox">
      {images.map((image) => image.title).join(', ')} at {index}
    </div>
  ),
}));

const items = [
  mediaOf({ id: 1, mediaType: 'Image', title: 'Dusk', description: 'At dusk.' }),
  mediaOf({ id: 2, mediaType: 'Video', title: 'Fly-through', thumbnailUrl: '' }),
  mediaOf({ id: 3, mediaType: 'Image', title: 'Interior' }),
  mediaOf({ id: 4, mediaType: 'Cesium', title: 'Site model' }),
];

it('names each card by its title and type, with Interactive for Cesium', () => {
  renderWithPortal(<MediaGallery items={items} />);
  for (const name of [
    'Open Dusk (Image)',
    'Open Fly-through (Video)',
    'Open Interior (Image)',
    'Open Site model (Interactive)',
  ]) {
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  }
  expect(screen.getByText('At dusk.')).toBeInTheDocument();
});

it("opens an image in the lightbox among the post's images", async () => {
  renderWithPortal(<MediaGallery items={items} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open Interior (Image)' }));
  expect(await screen.findByRole('dialog', { name: 'Lightbox' })).toHaveTextContent(
    'Dusk, Interior at 1',
  );
});

it('opens any other type in a dialog with its viewer, its download and the way through', async () => {
  const onOpenChange = jest.fn();
  renderWithPortal(<MediaGallery items={items} openId={2} onOpenChange={onOpenChange} />);
  const dialog = await screen.findByRole('dialog', { name: 'Fly-through' });
  expect(await within(dialog).findByLabelText('Fly-through')).toHaveAttribute(
    'src',
    '/api/media/2/file',
  );
  expect(within(dialog).getByRole('link', { name: 'Download Fly-through.bin' })).toHaveAttribute(
    'download',
    'Fly-through.bin',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(onOpenChange).toHaveBeenLastCalledWith(3);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
  expect(onOpenChange).toHaveBeenLastCalledWith(1);
});

it("puts an editor's controls on each card, beside (not inside) its open button", async () => {
  const onOpenChange = jest.fn();
  renderWithPortal(
    <MediaGallery
      items={items}
      onOpenChange={onOpenChange}
      itemActions={(media) => <button type="button">{`Edit ${media.title}`}</button>}
    />,
  );
  const edit = screen.getByRole('button', { name: 'Edit Dusk' });
  expect(screen.getByRole('button', { name: 'Open Dusk (Image)' })).not.toContainElement(edit);
  await userEvent.click(edit);
  expect(onOpenChange).not.toHaveBeenCalled();
});

it('opens an image of several versions in the dialog, where its versions are picked', async () => {
  const version = (number: number) => ({
    number,
    fileName: `dusk-v${number}.png`,
    contentType: 'image/png',
    size: 1000,
    uploadedDate: null,
    uploadedBy: null,
    fileUrl: `/api/media/1/file?version=${number}`,
    thumbnailUrl: `/api/media/1/thumbnail?version=${number}`,
    frameRate: null,
    duration: null,
  });
  const dusk = mediaOf({
    id: 1,
    mediaType: 'Image',
    title: 'Dusk',
    version: 2,
    versions: [version(1), version(2)],
  });
  renderWithPortal(<MediaGallery items={[dusk, items[2]!]} openId={1} />);
  const dialog = await screen.findByRole('dialog', { name: 'Dusk' });
  expect(within(dialog).getByRole('combobox', { name: 'Version' })).toHaveValue('2');
  expect(screen.queryByRole('dialog', { name: 'Lightbox' })).not.toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import { json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import { InteractivePage, NO_INTERACTIVE_MEDIA } from './interactive-page';

jest.mock('@portal/media-viewers', () => ({
  MediaGallery: ({ items }: { items: { title: string }[] }) => (
    <ul>
      {items.map((item) => (
        <li key={item.title}>{item.title}</li>
      ))}
    </ul>
  ),
}));

const media = (id: number, mediaType: string, title: string) => ({
  id,
  mediaType,
  title,
  description: '',
  file: { fileName: title, fileUri: `/api/media/${id}/file` },
  url: `/api/media/${id}/file`,
  thumbnailUrl: '',
  contentType: '',
  size: null,
  variant: mediaType === 'PixelStream' ? 'Internal' : null,
  linked: mediaType === 'PixelStream',
});
const pavilion = { id: 1, name: 'Waterfront Pavilion', clientName: 'Harbour & Co Architects' };
const skyline = { id: 4, name: 'Skyline Residences', clientName: 'Southern Cross Developments' };

it("groups the scenes and streams by project, linking to each project's page", async () => {
  stubFetch({
    'GET /api/media/interactive': () =>
      json(200, [
        {
          project: pavilion,
          post: { id: 3, title: 'Site model' },
          media: media(10, 'Cesium', 'Site'),
        },
        {
          project: skyline,
          post: { id: 7, title: 'Penthouse' },
          media: media(11, 'PixelStream', 'Walkthrough'),
        },
        {
          project: pavilion,
          post: { id: 2, title: 'Studies' },
          media: media(12, 'Cesium', 'Massing'),
        },
      ]),
  });
  renderWithPortal(<InteractivePage />);
  const first = await screen.findByRole('region', { name: 'Waterfront Pavilion' });
  expect(within(first).getByRole('link', { name: 'Waterfront Pavilion' })).toHaveAttribute(
    'href',
    '/projects/1',
  );
  expect(
    within(first).getByText('Harbour & Co Architects · Site model · Studies'),
  ).toBeInTheDocument();
  expect(
    within(first)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Site', 'Massing']);
  expect(
    within(screen.getByRole('region', { name: 'Skyline Residences' })).getByText('Walkthrough'),
  ).toBeInTheDocument();
});

it('says when there is nothing interactive yet', async () => {
  stubFetch({ 'GET /api/media/interactive': () => json(200, []) });
  renderWithPortal(<InteractivePage />);
  expect(await screen.findByText(NO_INTERACTIVE_MEDIA)).toBeInTheDocument();
});

it('offers Retry when the list cannot load', async () => {
  stubFetch({ 'GET /api/media/interactive': () => json(500, { message: 'down' }) });
  renderWithPortal(<InteractivePage />);
  expect(
    await screen.findByText('The interactive media could not be loaded.', {}, { timeout: 4000 }),
  ).toBeInTheDocument();
});

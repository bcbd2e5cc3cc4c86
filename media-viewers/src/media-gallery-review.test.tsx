import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Media } from '@portal/shared';
import { json, renderWithPortal, stubFetch } from '@portal/shared/testing';
import { MediaGallery } from './media-gallery';
import type { MediaReviewOptions } from './review/review-options';
import { mediaOf } from './testing/media';

// The lightbox and the review dialog are tested on their own; here: which one opens, with what.
jest.mock('./viewers/image-lightbox', () => ({
  __esModule: true,
  default: ({ images, index }: { images: Media[]; index: number }) => (
    <div role="dialog" aria-label="Lightbox">
      {images[index]!.title}
    </div>
  ),
}));
jest.mock('./media-modal', () => ({
  MediaModal: ({
    media,
    review,
    onClose,
  }: {
    media: Media;
    review?: MediaReviewOptions;
    onClose: () => void;
  }) => (
    <div role="dialog" aria-label={`Viewer of ${media.title}`}>
      {review ? `review at comment ${review.commentId ?? 'none'}` : 'no review'}
      <button type="button" onClick={onClose}>
        Close the viewer
      </button>
    </div>
  ),
}));

const summary = { state: 'Pending', decision: null, comments: 2, openComments: 2 } as const;
const items = [
  mediaOf({ id: 1, mediaType: 'Image', title: 'Dusk', review: summary }),
  mediaOf({ id: 2, mediaType: 'Video', title: 'Fly-through', review: summary }),
];

function ProjectGallery({ commentId = null }: { commentId?: number | null }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const review = { commentId, onCommentChange: jest.fn() };
  return <MediaGallery items={items} openId={openId} onOpenChange={setOpenId} review={review} />;
}

it('opens an image in the review dialog from its card, as every other type (walk D15)', async () => {
  renderWithPortal(<ProjectGallery />);
  await userEvent.click(screen.getByRole('button', { name: 'Open Dusk (Image)' }));
  expect(screen.getByRole('dialog', { name: 'Viewer of Dusk' })).toHaveTextContent(
    'review at comment none',
  );
  expect(screen.queryByRole('dialog', { name: 'Lightbox' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close the viewer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Open Fly-through (Video)' }));
  expect(screen.getByRole('dialog', { name: 'Viewer of Fly-through' })).toBeInTheDocument();
});

it("asks for the review's data with the click, while its dialog loads", async () => {
  const fetchMock = stubFetch({
    'GET /api/media/2/comments?status=all&order=position': () =>
      json(200, {
        threads: [],
        open: 0,
        resolved: 0,
        frameRate: 25,
        duration: 60,
        canComment: true,
      }),
    'GET /api/media/2/review': () => json(200, {}),
  });
  renderWithPortal(<ProjectGallery />);
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Comments on Fly-through: 2, 2 open' }));
  // The dialog here is a stand-in that fetches nothing: these come from the gallery.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/api/media/2/comments?status=all&order=position',
    '/api/media/2/review',
  ]);
});

/** A page that keeps the open item in its URL: the change arrives a moment after the click. */
function UrlGallery() {
  const [openId, setOpenId] = useState<number | null>(null);
  const review = { commentId: null, onCommentChange: jest.fn() };
  const later = (id: number | null) => void Promise.resolve().then(() => setOpenId(id));
  return <MediaGallery items={items} openId={openId} onOpenChange={later} review={review} />;
}

it('opens an image’s review dialog from its card when the open item comes back later', async () => {
  renderWithPortal(<UrlGallery />);
  await userEvent.click(screen.getByRole('button', { name: 'Open Dusk (Image)' }));
  expect(await screen.findByRole('dialog', { name: 'Viewer of Dusk' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Lightbox' })).not.toBeInTheDocument();
});

it('opens the review dialog of any type from its card’s comments count', async () => {
  renderWithPortal(<ProjectGallery />);
  await userEvent.click(screen.getByRole('button', { name: 'Comments on Dusk: 2, 2 open' }));
  expect(screen.getByRole('dialog', { name: 'Viewer of Dusk' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close the viewer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Comments on Fly-through: 2, 2 open' }));
  expect(screen.getByRole('dialog', { name: 'Viewer of Fly-through' })).toHaveTextContent(
    'review at comment none',
  );
});

it('opens an image in the review dialog when the URL names one of its comments', () => {
  renderWithPortal(
    <MediaGallery
      items={items}
      openId={1}
      review={{ commentId: 40, onCommentChange: jest.fn() }}
    />,
  );
  expect(screen.getByRole('dialog', { name: 'Viewer of Dusk' })).toHaveTextContent(
    'review at comment 40',
  );
  expect(screen.queryByRole('dialog', { name: 'Lightbox' })).not.toBeInTheDocument();
});

it('stays review-free without `review` (embeds), where an image opens in the lightbox', async () => {
  renderWithPortal(<MediaGallery items={items} openId={2} />);
  expect(screen.getByRole('dialog', { name: 'Viewer of Fly-through' })).toHaveTextContent(
    'no review',
  );
  expect(screen.queryByRole('button', { name: /Comments on/ })).not.toBeInTheDocument();
});

it('opens an image in the lightbox without `review`', async () => {
  renderWithPortal(<MediaGallery items={items} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open Dusk (Image)' }));
  expect(await screen.findByRole('dialog', { name: 'Lightbox' })).toHaveTextContent('Dusk');
});

import { SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Media } from '@portal/shared';
import { MediaCard } from './media-card';
import { MediaModal } from './media-modal';
import { prefetchReview } from './review/api/prefetch-review';
import { useReviewTransport } from './review/api/review-transport';
import type { MediaReviewOptions } from './review/review-options';

const ImageLightbox = lazy(() => import('./viewers/image-lightbox'));

/** The gallery's columns: one on a phone, two from 36em (xs), three from 62em (md). */
const GALLERY_COLUMNS = { base: 1, xs: 2, md: 3 };
/** The width a tile is shown at with those columns (an `img`'s `sizes`), for its picture. */
const TILE_SIZES = '(min-width: 62em) 33vw, (min-width: 36em) 50vw, 100vw';

/** Props of MediaGallery. */
export interface MediaGalleryProps {
  items: Media[];
  /** The open item (controlled: e.g. kept in the URL); leave out to let the gallery keep it. */
  openId?: number | null;
  onOpenChange?: (id: number | null) => void;
  /** Controls on each card's corner (an editor's menu), outside the card's open button. */
  itemActions?: (media: Media) => ReactNode;
  /** Controls in the dialog, beside the medium's download ('Upload new version'). */
  viewerActions?: (media: Media) => ReactNode;
  /** A file dropped on an uploaded medium's card (an editor's new version of it). */
  onDropFile?: (media: Media, file: File) => void;
  /**
   * Review on the media (project pages; embeds leave it out and stay review-free): the dialog
   * gets the review panel, the cards their comments count, the lightbox a 'Comments' button.
   */
  review?: MediaReviewOptions;
  /**
   * Whether the originals may leave (default true; false: a share link that allows none): the
   * dialog and its viewers then offer no download or address of a file, which would fail.
   */
  originals?: boolean;
}

/**
 * A post's media as cards. An image opens in a lightbox with zoom where the arrow keys move
 * through the post's images; every other type opens its viewer in a dialog. In review an image
 * goes to the dialog (with the image viewer and the panel) from the lightbox's 'Comments', from
 * its card's comments count, or when the URL names one of its comments.
 */
export function MediaGallery({
  items,
  openId,
  onOpenChange,
  itemActions,
  viewerActions,
  onDropFile,
  review,
  originals = true,
}: MediaGalleryProps) {
  const queryClient = useQueryClient();
  const transport = useReviewTransport();
  const [ownOpenId, setOwnOpenId] = useState<number | null>(null);
  // An image asked for in the review dialog stays there while Previous/Next move on.
  const [imagesInDialog, setImagesInDialog] = useState(false);
  const current = openId === undefined ? ownOpenId : openId;
  // Closing (by the dialog, Escape or Back) ends it: the next image opens in the lightbox again.
  // Only a change counts: a controlled opening arrives a render later (through the URL).
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    if (current === null) setImagesInDialog(false);
  }
  const setOpen = (id: number | null) => {
    if (openId === undefined) setOwnOpenId(id);
    onOpenChange?.(id);
  };
  // The review's data is asked for with the click, while the dialog and its viewer load.
  const prefetch = (id: number) =>
    review && prefetchReview(queryClient, transport, id, review.projectId);
  const openInDialog = (id: number) => {
    prefetch(id);
    setImagesInDialog(true);
    setOpen(id);
  };
  const open = items.find((item) => item.id === current) ?? null;
  const images = items.filter((item) => item.mediaType === 'Image');
  const imageDialog = review !== undefined && (imagesInDialog || review.commentId !== null);
  // An image of several versions opens in the dialog, where its versions are picked and compared.
  const versioned = (open?.versions?.length ?? 0) > 1;
  const lightbox = open?.mediaType === 'Image' && !imageDialog && !versioned;
  return (
    <>
      <SimpleGrid cols={GALLERY_COLUMNS} spacing="md">
        {items.map((media) => (
          <MediaCard
            key={media.id}
            media={media}
            onOpen={() => {
              if (media.mediaType !== 'Image') prefetch(media.id);
              setOpen(media.id);
            }}
            onOpenReview={review && (() => openInDialog(media.id))}
            actions={itemActions?.(media)}
            sizes={TILE_SIZES}
            onDropFile={onDropFile && !media.linked ? (file) => onDropFile(media, file) : undefined}
          />
        ))}
      </SimpleGrid>
      {open && lightbox && (
        <Suspense fallback={null}>
          <ImageLightbox
            images={images}
            index={images.indexOf(open)}
            onView={(index) => setOpen(images[index]!.id)}
            onClose={() => setOpen(null)}
            onComments={review && (() => openInDialog(open.id))}
            originals={originals}
          />
        </Suspense>
      )}
      {open && !lightbox && (
        <MediaModal
          items={items}
          media={open}
          onSelect={setOpen}
          onClose={() => setOpen(null)}
          review={review}
          actions={viewerActions}
          originals={originals}
        />
      )}
    </>
  );
}

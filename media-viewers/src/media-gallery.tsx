import { SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Media } from '@portal/shared';
import { MediaCard } from './media-card';
import classes from './media-card.module.css';
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
  /** Marks under each card's text (a review's due day). */
  itemFlags?: (media: Media) => ReactNode;
  /** Controls in the dialog, beside the medium's download ('Upload new version'). */
  viewerActions?: (media: Media) => ReactNode;
  /** A file dropped on an uploaded medium's card (an editor's new version of it). */
  onDropFile?: (media: Media, file: File) => void;
  /**
   * Review on the media (project pages; embeds leave it out and stay review-free): every medium
   * opens in the dialog, with the review panel, and the cards get their comments count.
   */
  review?: MediaReviewOptions;
  /**
   * Whether the originals may leave (default true; false: a share link that allows none): the
   * dialog and its viewers then offer no download or address of a file, which would fail.
   */
  originals?: boolean;
}

/**
 * A post's media as a list of cards. Out of review (an embed, a Showcase outsider) an image opens
 * in a lightbox with zoom where the arrow keys move through the post's images; every other type,
 * and in review every medium, opens its viewer in a dialog (with the review panel), whether from
 * its card or from its comments count.
 */
export function MediaGallery({
  items,
  openId,
  onOpenChange,
  itemActions,
  itemFlags,
  viewerActions,
  onDropFile,
  review,
  originals = true,
}: MediaGalleryProps) {
  const queryClient = useQueryClient();
  const transport = useReviewTransport();
  const [ownOpenId, setOwnOpenId] = useState<number | null>(null);
  const current = openId === undefined ? ownOpenId : openId;
  const setOpen = (id: number | null) => {
    if (openId === undefined) setOwnOpenId(id);
    onOpenChange?.(id);
  };
  // The review's data is asked for with the click, while the dialog and its viewer load.
  const prefetch = (id: number) =>
    review && prefetchReview(queryClient, transport, id, review.projectId);
  const openInDialog = (id: number) => {
    prefetch(id);
    setOpen(id);
  };
  const open = items.find((item) => item.id === current) ?? null;
  const images = items.filter((item) => item.mediaType === 'Image');
  // An image of several versions opens in the dialog, where its versions are picked and compared.
  const versioned = (open?.versions?.length ?? 0) > 1;
  const lightbox = open?.mediaType === 'Image' && review === undefined && !versioned;
  return (
    <>
      <SimpleGrid component="ul" cols={GALLERY_COLUMNS} spacing="md" className={classes.list}>
        {items.map((media) => (
          <MediaCard
            key={media.id}
            media={media}
            onOpen={() => openInDialog(media.id)}
            onOpenReview={review && (() => openInDialog(media.id))}
            actions={itemActions?.(media)}
            flags={itemFlags?.(media)}
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

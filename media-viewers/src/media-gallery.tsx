import { SimpleGrid } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Media } from '@portal/shared';
import { MediaCard } from './media-card';
import { MediaModal } from './media-modal';

const ImageLightbox = lazy(() => import('./viewers/image-lightbox'));

/** Props of MediaGallery. */
export interface MediaGalleryProps {
  items: Media[];
  /** The open item (controlled: e.g. kept in the URL); leave out to let the gallery keep it. */
  openId?: number | null;
  onOpenChange?: (id: number | null) => void;
  /** Controls on each card's corner (an editor's menu), outside the card's open button. */
  itemActions?: (media: Media) => ReactNode;
}

/**
 * A post's media as cards. An image opens in a lightbox with zoom where the arrow keys move
 * through the post's images; every other type opens its viewer in a dialog.
 */
export function MediaGallery({ items, openId, onOpenChange, itemActions }: MediaGalleryProps) {
  const [ownOpenId, setOwnOpenId] = useState<number | null>(null);
  const current = openId === undefined ? ownOpenId : openId;
  const setOpen = (id: number | null) => {
    if (openId === undefined) setOwnOpenId(id);
    onOpenChange?.(id);
  };
  const open = items.find((item) => item.id === current) ?? null;
  const images = items.filter((item) => item.mediaType === 'Image');
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {items.map((media) => (
          <MediaCard
            key={media.id}
            media={media}
            onOpen={() => setOpen(media.id)}
            actions={itemActions?.(media)}
          />
        ))}
      </SimpleGrid>
      {open?.mediaType === 'Image' && (
        <Suspense fallback={null}>
          <ImageLightbox
            images={images}
            index={images.indexOf(open)}
            onView={(index) => setOpen(images[index]!.id)}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
      {open && open.mediaType !== 'Image' && (
        <MediaModal items={items} media={open} onSelect={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

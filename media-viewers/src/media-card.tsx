import { Badge, Box, Card, Group, Text, UnstyledButton } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { mediaContentType, type Media } from '@portal/shared';
import { MediaCardReview } from './media-card-review';
import { MediaTypeIcon } from './media-type-icon';
import { hasPreviewNote, TilePicture } from './tile-picture';
import classes from './media-card.module.css';

/** A page count as people say it: "1 page", "4 pages". */
const pagesOf = (pages: number) =>
  `${pages.toLocaleString('en-AU')} ${pages === 1 ? 'page' : 'pages'}`;

/**
 * One media item as a card: its picture (or its type's icon), type, title and description. The
 * card is one button; `actions` (e.g. an editor's menu) sit on its corner, outside that button.
 * A medium in review (`media.review`, project pages) also shows its state, why changes were
 * asked for, and its comments count, which opens its review (`onOpenReview`).
 */
export function MediaCard({
  media,
  onOpen,
  onOpenReview,
  actions,
  sizes = '100vw',
}: {
  media: Media;
  /** The width the card is shown at (an `img`'s `sizes`), for its picture to be chosen by. */
  sizes?: string;
  onOpen: () => void;
  onOpenReview?: () => void;
  actions?: ReactNode;
}) {
  const type = mediaContentType(media.mediaType);
  const stateId = useId();
  return (
    <Card withBorder radius="md" padding={0} className={classes.frame}>
      <UnstyledButton
        className={classes.card}
        onClick={onOpen}
        aria-label={`Open ${media.title} (${type.description})`}
        aria-describedby={hasPreviewNote(media) ? stateId : undefined}
      >
        <Box className={classes.picture}>
          <TilePicture media={media} sizes={sizes} stateId={stateId} />
          <Badge
            className={classes.badge}
            variant="filled"
            color="dark"
            leftSection={<MediaTypeIcon type={media.mediaType} size={12} />}
          >
            {type.description}
            {media.preview?.pages ? ` · ${pagesOf(media.preview.pages)}` : ''}
          </Badge>
        </Box>
        <Group p="sm" gap={4} wrap="nowrap" align="flex-start">
          <Box miw={0}>
            <Text fw={600} size="sm" truncate>
              {media.title}
            </Text>
            {media.description && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {media.description}
              </Text>
            )}
          </Box>
        </Group>
      </UnstyledButton>
      {media.review && (
        <MediaCardReview media={media} review={media.review} onOpenReview={onOpenReview} />
      )}
      {actions && <Box className={classes.actions}>{actions}</Box>}
    </Card>
  );
}

import { Badge, Box, Card, Group, Image, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { mediaContentType, type Media } from '@portal/shared';
import { MediaCardReview } from './media-card-review';
import { MediaTypeIcon } from './media-type-icon';
import classes from './media-card.module.css';

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
}: {
  media: Media;
  onOpen: () => void;
  onOpenReview?: () => void;
  actions?: ReactNode;
}) {
  const type = mediaContentType(media.mediaType);
  return (
    <Card withBorder radius="md" padding={0} className={classes.frame}>
      <UnstyledButton
        className={classes.card}
        onClick={onOpen}
        aria-label={`Open ${media.title} (${type.description})`}
      >
        <Box className={classes.picture}>
          {media.thumbnailUrl ? (
            <Image src={media.thumbnailUrl} alt="" loading="lazy" h="100%" fit="cover" />
          ) : (
            <Box className={classes.placeholder}>
              <MediaTypeIcon type={media.mediaType} size={48} />
            </Box>
          )}
          <Badge
            className={classes.badge}
            variant="filled"
            color="dark"
            leftSection={<MediaTypeIcon type={media.mediaType} size={12} />}
          >
            {type.description}
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

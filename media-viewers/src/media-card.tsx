import { Badge, Box, Card, Group, Image, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { mediaContentType, type Media } from '@portal/shared';
import { MediaTypeIcon } from './media-type-icon';
import classes from './media-card.module.css';

/**
 * One media item as a card: its picture (or its type's icon), type, title and description. The
 * card is one button; `actions` (e.g. an editor's menu) sit on its corner, outside that button.
 */
export function MediaCard({
  media,
  onOpen,
  actions,
}: {
  media: Media;
  onOpen: () => void;
  actions?: ReactNode;
}) {
  const type = mediaContentType(media.mediaType);
  return (
    <Box className={classes.frame}>
      <UnstyledButton
        className={classes.card}
        onClick={onOpen}
        aria-label={`Open ${media.title} (${type.description})`}
      >
        <Card withBorder radius="md" padding={0} h="100%">
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
        </Card>
      </UnstyledButton>
      {actions && <Box className={classes.actions}>{actions}</Box>}
    </Box>
  );
}

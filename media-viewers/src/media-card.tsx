import { Badge, Box, Card, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { mediaContentType, RECEIVED_FILE_TEXTS, versionLabel, type Media } from '@portal/shared';
import { MediaCardReview } from './media-card-review';
import { MediaTypeIcon } from './media-type-icon';
import { hasPreviewNote, TilePicture } from './tile-picture';
import classes from './media-card.module.css';

/** A page count as people say it: "1 page", "4 pages". */
const pagesOf = (pages: number) =>
  `${pages.toLocaleString('en-AU')} ${pages === 1 ? 'page' : 'pages'}`;

/**
 * One media item as a card (an item of its gallery's list): its picture (or its type's icon), type,
 * title and description. Its one button is the title, stretched over the picture and the text, so
 * that a click anywhere on them opens it while its name stays the words it shows ("label in
 * name"); `actions` (e.g. an editor's menu) sit on its corner, above that button.
 * A medium in review (`media.review`, project pages) also shows its state, why changes were
 * asked for, and its comments count, which opens its review (`onOpenReview`). A medium of
 * several versions says which it shows ('v3'); with `onDropFile`, a file dropped on the card is
 * offered as its new version. One received through an upload link and not shared yet says so
 * (only those who may see it waiting get it so).
 */
export function MediaCard({
  media,
  onOpen,
  onOpenReview,
  actions,
  flags,
  sizes = '100vw',
  onDropFile,
}: {
  media: Media;
  /** The width the card is shown at (an `img`'s `sizes`), for its picture to be chosen by. */
  sizes?: string;
  onOpen: () => void;
  onOpenReview?: () => void;
  actions?: ReactNode;
  /** Marks under the text, clear of the picture's own lines (a review's due day). */
  flags?: ReactNode;
  /** A file was dropped on the card (an editor's new version of it). */
  onDropFile?: (file: File) => void;
}) {
  const type = mediaContentType(media.mediaType);
  const stateId = useId();
  const receivedId = useId();
  const [over, setOver] = useState(false);
  const dragging = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setOver(true);
  };
  const drop = onDropFile && {
    onDragEnter: dragging,
    onDragOver: dragging,
    onDragLeave: () => setOver(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(false);
      const file = event.dataTransfer.files[0];
      if (file) onDropFile(file);
    },
  };
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding={0}
      className={classes.frame}
      data-drop-over={over || undefined}
      {...drop}
    >
      <Box className={classes.card}>
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
          {media.version > 1 && (
            <Badge className={classes.version} variant="filled" color="dark">
              {versionLabel(media.version)}
            </Badge>
          )}
          {over && <Box className={classes.dropHint}>Drop to upload a new version</Box>}
        </Box>
        <Group p="sm" gap={4} wrap="nowrap" align="flex-start">
          <Box miw={0}>
            {/* The card's one button: its title, stretched over the picture and the text. Its
                name is what it shows, with the verb and the type for a screen reader. */}
            <UnstyledButton
              className={classes.open}
              onClick={onOpen}
              aria-describedby={
                [hasPreviewNote(media) && stateId, media.awaitingShare && receivedId]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
            >
              <Text component="span" fw={600} size="sm" truncate display="block">
                <VisuallyHidden component="span">Open </VisuallyHidden>
                {media.title}
                <VisuallyHidden component="span"> ({type.description})</VisuallyHidden>
              </Text>
            </UnstyledButton>
            {media.sentBy && (
              <Text size="xs" c="dimmed" truncate>
                from {media.sentBy}
              </Text>
            )}
            {media.awaitingShare && (
              <Badge id={receivedId} mt={4} variant="light" color="yellow" size="sm">
                {RECEIVED_FILE_TEXTS.badge}
              </Badge>
            )}
            {media.description && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {media.description}
              </Text>
            )}
            {flags && <Box mt={6}>{flags}</Box>}
          </Box>
        </Group>
      </Box>
      {media.review && (
        <MediaCardReview media={media} review={media.review} onOpenReview={onOpenReview} />
      )}
      {actions && <Box className={classes.actions}>{actions}</Box>}
    </Card>
  );
}

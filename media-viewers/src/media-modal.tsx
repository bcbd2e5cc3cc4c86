import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconColumns } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { mediaAtVersion, mediaContentType, type Media, type MediaType } from '@portal/shared';
import { PreviewNote } from './preview-note';
import { MediaViewer } from './media-viewer';
import type { ReviewBinding } from './review/review-binding';
import { NestedDialogScope } from './review/nested-dialogs';
import type { MediaReviewOptions } from './review/review-options';
import { ReviewWorkspace } from './review/review-workspace';
import type { LiveCompare } from './review/session/live-view';
import { comparedOf, compareStateOf } from './versions/compare-live';
import { canCompare, CompareView, firstCompared, type Compared } from './versions/compare-view';
import { VersionPicker } from './versions/version-picker';

/** Types whose file a visitor may want to keep. */
const DOWNLOADABLE: readonly MediaType[] = ['Video', 'Pdf', 'Zip', 'Panorama', 'PanoramaVideo'];

/** What the dialog shows of a medium: a version (null: the latest), or a comparison. */
interface Showing {
  id: number;
  version: number | null;
  comparing: boolean;
  /** The comparison's pair, mode and divider (none: the first pair, side by side). */
  compared?: Compared;
}

/**
 * One media item's viewer in a dialog, with its description, download and the way through.
 * With `review` (project pages), the review panel sits beside the viewer (below it on narrow
 * screens); without it, there is no trace of review (embeds, shares). A medium of several
 * versions shows its latest with a version picker (any version is viewed, reviewed and
 * downloaded); 'Compare' puts two versions, or two media of the post, side by side, in the
 * viewer's place (under review the panel and the live session stay, and the session presents and
 * follows a comparison of two versions).
 */
export function MediaModal({
  items,
  media,
  onSelect,
  onClose,
  review,
  actions,
  originals = true,
}: {
  items: Media[];
  media: Media;
  onSelect: (id: number) => void;
  onClose: () => void;
  review?: MediaReviewOptions;
  /** The page's controls for the medium beside its download ('Upload new version'). */
  actions?: (media: Media) => ReactNode;
  /** Whether the originals may leave (false: no download link; the page offers what may). */
  originals?: boolean;
}) {
  const small = useMediaQuery('(max-width: 48em)');
  const [showing, setShowing] = useState<Showing | null>(null);
  // Another medium (Previous/Next) starts at its latest version, out of any comparison.
  const own = showing?.id === media.id ? showing : null;
  const version = own?.version ?? media.version;
  const shown = mediaAtVersion(media, version);
  const show = (change: Partial<Showing>) =>
    setShowing({ id: media.id, version: own?.version ?? null, comparing: false, ...change });
  const showVersion = (number: number) =>
    show({
      version: number === media.version ? null : number,
      comparing: own?.comparing,
      compared: own?.compared,
    });
  const compared = own?.compared ?? firstCompared(media, items) ?? undefined;
  const comparison = own?.comparing ? (
    <CompareView
      media={media}
      items={items}
      value={compared}
      onChange={(next) => show({ comparing: true, compared: next })}
      onClose={() => show({ comparing: false })}
    />
  ) : null;
  // What a live session presents of the comparison, and how a follower's is opened or closed.
  const compare: LiveCompare = {
    read: () => (own?.comparing && compared ? compareStateOf(compared) : null),
    isOpen: () => own?.comparing === true,
    apply: (state) => {
      const next = state && comparedOf(media, state);
      if (next) show({ comparing: true, compared: next });
      else if (!state) show({ comparing: false });
    },
  };
  const index = items.indexOf(media);
  const previous = items[index - 1];
  const next = items[index + 1];
  const details = (binding?: ReviewBinding) => (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <VersionPicker media={media} value={version} onChange={showVersion} />
        {canCompare(media, items) && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconColumns size={14} aria-hidden />}
            onClick={() => show({ comparing: true })}
          >
            Compare
          </Button>
        )}
      </Group>
      <MediaViewer
        key={`${media.id}-${version}`}
        media={shown}
        autoPlay
        review={binding}
        originals={originals}
      />
      {/* The type, on wider screens; a phone keeps its height for the review (walk D22). */}
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} visibleFrom="xs">
        {mediaContentType(media.mediaType).description}
      </Text>
      {media.description && <Text size="sm">{media.description}</Text>}
      <PreviewNote media={shown} />
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            disabled={!previous}
            onClick={() => previous && onSelect(previous.id)}
          >
            Previous
          </Button>
          <Button
            variant="default"
            size="xs"
            disabled={!next}
            onClick={() => next && onSelect(next.id)}
          >
            Next
          </Button>
        </Group>
        <Group gap="sm">
          {actions?.(media)}
          {originals &&
            (DOWNLOADABLE.includes(media.mediaType) || (media.versions?.length ?? 0) > 1) && (
              <Anchor href={shown.file.fileUri} download={shown.file.fileName} size="sm">
                Download {shown.file.fileName}
              </Anchor>
            )}
        </Group>
      </Group>
    </Stack>
  );
  return (
    <NestedDialogScope
      render={(nested) => (
        <Modal
          opened
          onClose={onClose}
          title={media.title}
          size={review ? '96vw' : '90vw'}
          fullScreen={small}
          centered
          // A dialog of the review panel is open over this one: Escape closes only that.
          closeOnEscape={!nested}
          closeButtonProps={{ 'aria-label': 'Close the viewer' }}
        >
          {review ? (
            // Keyed by medium: Previous/Next starts a fresh panel (filter, draft, viewer target).
            <ReviewWorkspace
              key={media.id}
              media={media}
              review={review}
              renderViewer={details}
              shown={{ version, onVersionChange: showVersion }}
              comparison={comparison}
              compare={compare}
            />
          ) : (
            (comparison ?? details())
          )}
        </Modal>
      )}
    />
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCompareMode } from './compare-controls';
import { CompareModeControl } from './compare-mode';
import type { CompareSide } from './compare-side';
import { SideBySide } from './side-by-side';
import { WipeView } from './wipe-view';

/**
 * Two pictures (images, PDF pages, or one of each) side by side or wiped one over the other. A
 * PDF shows one page at a time; Previous page and Next page turn both sides together.
 */
export default function PictureCompare({ left, right }: { left: CompareSide; right: CompareSide }) {
  const { mode, setMode } = useCompareMode();
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState({ left: 0, right: 0 });
  const onPages = (side: 'left' | 'right', count: number) =>
    setPages((before) => (before[side] === count ? before : { ...before, [side]: count }));
  const hasPdf = left.media.mediaType === 'Pdf' || right.media.mediaType === 'Pdf';
  // The longer document sets the last page; the shorter says it has no more.
  const last = Math.max(pages.left, pages.right);
  const views = { page, onPages, left, right };
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <CompareModeControl value={mode} onChange={setMode} />
        {hasPdf && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous page
            </Button>
            <Text size="sm" aria-live="polite">
              {last ? `Page ${page} of ${last}` : 'Opening…'}
            </Text>
            <Button
              size="xs"
              variant="default"
              disabled={page >= last}
              onClick={() => setPage(page + 1)}
            >
              Next page
            </Button>
          </Group>
        )}
      </Group>
      {mode === 'side' ? <SideBySide {...views} /> : <WipeView {...views} />}
    </Stack>
  );
}

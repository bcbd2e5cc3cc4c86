import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table's sideways scroller on a narrow screen. It takes the focus itself, so a keyboard user
 * can scroll it even when nothing inside is focusable (an audit log, an empty list): a region
 * scrolled only by mouse fails WCAG 2.1.1. Named after the table it holds.
 */
export function TableScroller({
  label,
  minWidth,
  children,
}: {
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrolls sideways)`}
      style={{ overflowX: 'auto' }}
    >
      <Box miw={minWidth}>{children}</Box>
    </Box>
  );
}

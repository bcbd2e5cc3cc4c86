import { useState, type PointerEvent } from 'react';
import type { CompareSide } from './compare-side';
import { ComparePicture } from './compare-picture';
import { clampPercent, WipeHandle } from './wipe-handle';
import classes from './compare.module.css';

/** Props of WipeView. */
export interface WipeViewProps {
  left: CompareSide;
  right: CompareSide;
  page: number;
  onPages: (side: 'left' | 'right', pages: number) => void;
}

/**
 * Both pictures in one box, the right one over the left and cut away left of a divider: drag the
 * divider (or click where it should go), or use its handle's keys. Each side's label sits in its
 * top corner.
 */
export function WipeView({ left, right, page, onPages }: WipeViewProps) {
  const [at, setAt] = useState(50);
  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setAt(clampPercent(((event.clientX - box.left) / box.width) * 100));
  };
  return (
    <div
      className={`${classes.stage} ${classes.wipe}`}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        // Captured: the drag goes on when the pointer leaves the box, and ends wherever it is let go.
        event.currentTarget.setPointerCapture?.(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture?.(event.pointerId)) moveTo(event);
      }}
    >
      <div className={classes.layer}>
        <ComparePicture side={left} page={page} onPages={(pages) => onPages('left', pages)} />
      </div>
      <div className={classes.layer}>
        <ComparePicture
          side={right}
          page={page}
          onPages={(pages) => onPages('right', pages)}
          clip={`inset(0 0 0 ${at}%)`}
        />
      </div>
      <div className={classes.divider} style={{ left: `${at}%` }} />
      <WipeHandle at={at} onChange={setAt} leftLabel={left.label} rightLabel={right.label} />
      <span className={classes.corner} style={{ left: 8 }}>
        {left.label}
      </span>
      <span className={classes.corner} style={{ right: 8 }}>
        {right.label}
      </span>
    </div>
  );
}

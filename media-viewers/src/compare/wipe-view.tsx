import type { CompareSide } from './compare-side';
import { ComparePicture } from './compare-picture';
import { useWipe } from './use-wipe';
import { WipeHandle } from './wipe-handle';
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
  const { at, setAt, stage } = useWipe();
  return (
    <div className={`${classes.stage} ${classes.wipe}`} {...stage}>
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

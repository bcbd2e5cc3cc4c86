import { Stack } from '@mantine/core';
import { useState } from 'react';
import { playbackOf } from '../viewers/playback';
import { useCompareMode } from './compare-controls';
import { CompareModeControl } from './compare-mode';
import type { CompareSide } from './compare-side';
import { CompareTransport } from './compare-transport';
import { usePairedPlayback } from './use-paired-playback';
import { useWipe } from './use-wipe';
import { WipeHandle } from './wipe-handle';
import classes from './compare.module.css';

/**
 * Two videos under one transport, kept in step (the left one is heard, the right muted), side by
 * side or wiped: the right over the left, cut away left of a divider. Both modes keep the same
 * two players, so switching neither reloads nor moves them. Space plays and pauses while the
 * focus is in the view.
 */
export default function VideoCompare({ left, right }: { left: CompareSide; right: CompareSide }) {
  const { mode, setMode } = useCompareMode();
  const wipe = useWipe();
  const [leftPlayer, setLeftPlayer] = useState<HTMLVideoElement | null>(null);
  const [rightPlayer, setRightPlayer] = useState<HTMLVideoElement | null>(null);
  // Chosen once: a web copy made meanwhile does not restart what plays (as `usePlayback`).
  const [sources] = useState(() => ({
    left: playbackOf(left.media),
    right: playbackOf(right.media),
  }));
  const playback = usePairedPlayback(leftPlayer, rightPlayer, left.frameRate);
  const wiped = mode === 'wipe';
  return (
    <Stack gap="xs" role="group" aria-label="Video comparison" onKeyDown={playback.onKeyDown}>
      <CompareModeControl value={mode} onChange={setMode} />
      <div
        className={wiped ? `${classes.stage} ${classes.wipe}` : classes.pair}
        {...(wiped && wipe.stage)}
      >
        {(['left', 'right'] as const).map((which) => {
          const { media, label } = which === 'left' ? left : right;
          return (
            <div key={which} className={wiped ? classes.layer : classes.cell}>
              <span className={wiped ? classes.corner : classes.caption} style={cornerOf(which)}>
                {label}
              </span>
              <video
                ref={which === 'left' ? setLeftPlayer : setRightPlayer}
                className={wiped ? classes.picture : classes.video}
                style={wiped && which === 'right' ? { clipPath: `inset(0 0 0 ${wipe.at}%)` } : {}}
                src={sources[which]}
                poster={media.thumbnailUrl || undefined}
                aria-label={`${label}: ${media.title}`}
                muted={which === 'right'}
                playsInline
                preload="metadata"
              />
            </div>
          );
        })}
        {wiped && (
          <>
            <div className={classes.divider} style={{ left: `${wipe.at}%` }} />
            <WipeHandle
              at={wipe.at}
              onChange={wipe.setAt}
              leftLabel={left.label}
              rightLabel={right.label}
            />
          </>
        )}
      </div>
      <CompareTransport playback={playback} />
    </Stack>
  );
  function cornerOf(which: 'left' | 'right') {
    if (!wiped) return undefined;
    // Over the picture, each label in its side's top corner, above the right video's layer.
    return { [which]: 8, zIndex: 1 };
  }
}

import { createContext, useContext, useState } from 'react';
import type { CompareMode } from './compare-mode';

/**
 * A comparison's mode and wipe divider (0–100 % from the left) when something above the
 * comparison holds them (the dialog's compare view, so a live session presents and follows
 * them); without it, each comparison keeps its own ('side', 50).
 */
export interface CompareControls {
  mode: CompareMode;
  setMode: (mode: CompareMode) => void;
  wipe: number;
  setWipe: (at: number) => void;
}

const Controls = createContext<CompareControls | null>(null);

/** Hands a comparison the mode and divider held above it. */
export const CompareControlsProvider = Controls.Provider;

/** The comparison's mode: the one held above it, else its own. */
export function useCompareMode() {
  const held = useContext(Controls);
  const [mode, setMode] = useState<CompareMode>('side');
  return held ? { mode: held.mode, setMode: held.setMode } : { mode, setMode };
}

/** The wipe divider's place: the one held above it, else its own. */
export function useWipeAt() {
  const held = useContext(Controls);
  const [at, setAt] = useState(50);
  return held ? { at: held.wipe, setAt: held.setWipe } : { at, setAt };
}

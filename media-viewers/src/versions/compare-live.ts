import type { Media } from '@portal/shared';
import type { CompareState } from '../review/session/live-view';
import type { Compared } from './compare-view';

const VERSION_KEY = /^v(\d+)$/;

/**
 * A comparison as a live session's view says it: two versions of the medium, the mode and the
 * divider as a fraction of the width (to 0.001); null when a side is another medium.
 */
export function compareStateOf(compared: Compared): CompareState | null {
  const [left, right] = compared.keys.map((key) => VERSION_KEY.exec(key)?.[1]);
  if (left === undefined || right === undefined) return null;
  return {
    mode: compared.mode,
    wipe: Math.round(compared.wipe * 10) / 1000,
    versions: [Number(left), Number(right)],
  };
}

/** The dialog's comparison a live session's view asks for (null: the medium lacks a version). */
export function comparedOf(media: Media, state: CompareState): Compared | null {
  const known = new Set((media.versions ?? []).map((version) => version.number));
  if (!state.versions.every((number) => known.has(number))) return null;
  return {
    keys: [`v${state.versions[0]}`, `v${state.versions[1]}`],
    mode: state.mode,
    wipe: Math.min(100, Math.max(0, state.wipe * 100)),
  };
}

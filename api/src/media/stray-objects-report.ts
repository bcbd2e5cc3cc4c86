import { humanSize } from '../uploads/human-size.js';
import { STRAY_MIN_AGE_MS, type Stray } from './stray-objects.js';

const HOURS = STRAY_MIN_AGE_MS / 3600_000;
const AGE = `${HOURS} hour${HOURS === 1 ? '' : 's'}`;

/** The lines `media:strays` prints: one per stray, then the total (with `remove`, what went). */
export function strayReport(remove: boolean) {
  return {
    /** `<key>  <size>  <last modified>`, and with `remove` whether it was removed. */
    line(stray: Stray) {
      const state = !remove ? '' : stray.removed ? '  removed' : `  kept (younger than ${AGE})`;
      return `${stray.key}  ${humanSize(stray.size)}  ${stray.modified.toISOString()}${state}`;
    },
    /** How many strays, their bytes, and what became of them. */
    total(strays: readonly Stray[]) {
      const bytes = strays.reduce((sum, stray) => sum + stray.size, 0);
      const found = `${strays.length} stray file${strays.length === 1 ? '' : 's'} (${humanSize(bytes)})`;
      if (!remove) {
        return strays.length === 0
          ? `${found}.`
          : `${found}; --remove removes those older than ${AGE}.`;
      }
      const removed = strays.filter((stray) => stray.removed).length;
      return `${found}: ${removed} removed, ${strays.length - removed} kept.`;
    },
  };
}

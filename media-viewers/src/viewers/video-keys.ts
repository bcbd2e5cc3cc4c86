/** What a key does in the review player. */
export type VideoKeyAction =
  | 'toggle'
  | 'frameBack'
  | 'frameForward'
  | 'back1'
  | 'forward1'
  | 'back10'
  | 'forward10'
  | 'mute'
  | 'fullscreen'
  | 'loopIn'
  | 'loopOut';

/** The review player's keys, as the 'Keyboard shortcuts' list shows them (one place, one truth). */
export const VIDEO_SHORTCUTS: readonly { keys: readonly string[]; does: string }[] = [
  { keys: ['Space', 'K'], does: 'Play or pause' },
  { keys: ['←', ','], does: 'One frame back' },
  { keys: ['→', '.'], does: 'One frame forward' },
  { keys: ['Shift + ←'], does: 'Back 1 second' },
  { keys: ['Shift + →'], does: 'Forward 1 second' },
  { keys: ['J'], does: 'Back 10 seconds' },
  { keys: ['L'], does: 'Forward 10 seconds' },
  { keys: ['M'], does: 'Mute or unmute' },
  { keys: ['F'], does: 'Full screen' },
  { keys: ['I'], does: 'Loop from this frame' },
  { keys: ['O'], does: 'Loop up to this frame' },
];

const BY_KEY: Record<string, VideoKeyAction> = {
  ' ': 'toggle',
  k: 'toggle',
  ArrowLeft: 'frameBack',
  ',': 'frameBack',
  ArrowRight: 'frameForward',
  '.': 'frameForward',
  j: 'back10',
  l: 'forward10',
  m: 'mute',
  f: 'fullscreen',
  i: 'loopIn',
  o: 'loopOut',
};

/** Where typing happens: keys there are words, never player commands. */
export function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('[contenteditable="true"]')) return true;
  return target.matches('input, textarea, select');
}

/** Controls that take Space and Enter themselves (a focused button presses, it does not play). */
const PRESSABLE = 'button, a[href], summary, [role="button"], [role="menuitem"], [role="tab"]';

/**
 * The action of a key pressed on `target`, or null when the key is not the player's: while
 * typing, with Ctrl, Alt or Meta (the browser's and the system's shortcuts), or Space on a
 * control that takes it.
 */
export function videoKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
): VideoKeyAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key === ' ' && event.target instanceof HTMLElement && event.target.closest(PRESSABLE)) {
    return null;
  }
  if (event.shiftKey && key === 'ArrowLeft') return 'back1';
  if (event.shiftKey && key === 'ArrowRight') return 'forward1';
  return BY_KEY[key] ?? null;
}

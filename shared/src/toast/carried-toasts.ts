import { showToast, type Toast } from './toast';

const KEY = 'portal.carried-toasts';
/** A carried toast older than this belongs to a reload that never happened; it is dropped. */
export const CARRIED_TOAST_TTL_MS = 30_000;

type Carried = Pick<Toast, 'type' | 'title' | 'message' | 'timeout'> & { at: number };

function read(): Carried[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Carried[]) : [];
  } catch {
    return [];
  }
}

/**
 * Shows a toast now and once more after the full reload that follows it (impersonation Save and
 * Reset, for example), so the person still reads it on the new page. Kept in this tab only.
 */
export function showToastAcrossReload(
  toast: Pick<Toast, 'type' | 'title' | 'message' | 'timeout'>,
) {
  showToast(toast);
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...read(), { ...toast, at: Date.now() }]));
  } catch {
    // Storage full or blocked: the toast was still shown on this page.
  }
}

/** Shows the toasts carried over the last reload, once; the toast container calls it at start. */
export function showCarriedToasts(now = Date.now()) {
  const carried = read();
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  for (const { at, ...toast } of carried) {
    if (
      typeof at === 'number' &&
      now - at < CARRIED_TOAST_TTL_MS &&
      typeof toast.message === 'string'
    )
      showToast(toast);
  }
}

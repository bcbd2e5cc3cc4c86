import { useState } from 'react';
import { useAuth, type ViewMode } from '@portal/shared';

/** Where a user's choice of List or Grid is kept, per user on this browser. */
export const viewModeKey = (userId: string) => `mfe-projects:view-mode:${userId}`;

const isViewMode = (value: string | null): value is ViewMode =>
  value === 'list' || value === 'grid';

function read(key: string | null): ViewMode {
  if (!key) return 'grid';
  try {
    const stored = window.localStorage.getItem(key);
    return isViewMode(stored) ? stored : 'grid';
  } catch {
    return 'grid';
  }
}

/** The projects list's view mode (Grid by default), remembered for the signed-in user. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const userId = useAuth((state) => state.userState?.user?.id ?? null);
  const key = userId === null ? null : viewModeKey(String(userId));
  const [state, setState] = useState(() => ({ key, mode: read(key) }));
  // Another user on the same browser (impersonation, sign-in as someone else) has their own.
  if (state.key !== key) setState({ key, mode: read(key) });
  const setMode = (mode: ViewMode) => {
    setState({ key, mode });
    try {
      if (key) window.localStorage.setItem(key, mode);
    } catch {
      // Storage full or refused (private mode): the choice lasts for this page only.
    }
  };
  return [state.mode, setMode];
}

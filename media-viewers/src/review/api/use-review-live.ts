import { useEffect, useRef } from 'react';
import { reviewLive } from '@portal/shared';
import { useReviewMedium } from '../review-context';
import { useReviewTransport } from './review-transport';
import { useRefreshMedium } from './use-refresh-medium';

/**
 * While the panel is open, joins the medium's live group through the tab's one hub connection:
 * someone else's comment or decision fetches the threads and review again (the cache stays the
 * only copy).
 */
export function useReviewLive() {
  const { mediaId } = useReviewMedium();
  const { signedIn } = useReviewTransport();
  const refresh = useRefreshMedium();
  // The latest refresh, so a new page callback does not leave and rejoin the group.
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);
  // A review link's guests have no hub connection (it is the signed-in user's).
  useEffect(
    () => (signedIn ? reviewLive.watch(mediaId, () => void latest.current()) : undefined),
    [mediaId, signedIn],
  );
}

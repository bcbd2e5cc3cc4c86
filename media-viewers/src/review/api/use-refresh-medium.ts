import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useReviewMedium } from '../review-context';
import { reviewKeys } from './review-keys';

/**
 * Fetches the medium's threads and review again and tells the page (its tiles and summary count
 * them): after every change made here, whether it worked or not (a 404 means someone else
 * deleted it), and on every live event.
 */
export function useRefreshMedium() {
  const queryClient = useQueryClient();
  const { mediaId, onReviewChange } = useReviewMedium();
  return useCallback(() => {
    onReviewChange?.();
    return queryClient.invalidateQueries({ queryKey: reviewKeys.medium(mediaId) });
  }, [queryClient, mediaId, onReviewChange]);
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MediaType, ReviewPerson } from '@portal/shared';

/** The medium under review, as every part of the panel needs it. */
export interface ReviewMedium {
  mediaId: number;
  mediaType: MediaType;
  /** A video's frames per second (timecodes), once the thread list says. */
  frameRate: number | null;
  /** Who can be @mentioned. */
  people: readonly ReviewPerson[];
  /** Called after any change of the medium's review (the page refreshes its tiles). */
  onReviewChange?: () => void;
  /** The version on view (new threads go on it) and the latest (decisions are on it). */
  version: number;
  latestVersion: number;
}

const ReviewMediumContext = createContext<ReviewMedium | null>(null);

/** Hands the medium to the panel's cards, forms and mutations without threading props. */
export function ReviewMediumProvider({
  children,
  version = 1,
  latestVersion = version,
  ...medium
}: Omit<ReviewMedium, 'version' | 'latestVersion'> &
  Partial<Pick<ReviewMedium, 'version' | 'latestVersion'>> & { children: ReactNode }) {
  const { mediaId, mediaType, frameRate, people, onReviewChange } = medium;
  const value = useMemo(
    () => ({ mediaId, mediaType, frameRate, people, onReviewChange, version, latestVersion }),
    [mediaId, mediaType, frameRate, people, onReviewChange, version, latestVersion],
  );
  return <ReviewMediumContext.Provider value={value}>{children}</ReviewMediumContext.Provider>;
}

/** The medium under review (inside `ReviewMediumProvider`). */
export function useReviewMedium(): ReviewMedium {
  const medium = useContext(ReviewMediumContext);
  if (!medium) throw new Error('useReviewMedium is used outside ReviewMediumProvider.');
  return medium;
}

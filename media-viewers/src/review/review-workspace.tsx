import type { ReactNode } from 'react';
import type { Media } from '@portal/shared';
import type { ReviewBinding } from './review-binding';
import { ReviewMediumProvider } from './review-context';
import type { MediaReviewOptions } from './review-options';
import { ReviewPanel } from './review-panel';
import classes from './review-workspace.module.css';
import { useReviewController, type ShownVersion } from './use-review-controller';

/**
 * A medium under review: the viewer (given the binding: markers, the chosen thread, the pin
 * being placed) and the review panel beside it, or below it on narrow screens.
 */
export function ReviewWorkspace({
  media,
  review,
  renderViewer,
  shown,
}: {
  /** The medium (its latest version). */
  media: Media;
  review: MediaReviewOptions;
  renderViewer: (binding: ReviewBinding) => ReactNode;
  /** The version on view, when the medium has several. */
  shown?: ShownVersion;
}) {
  const controller = useReviewController(media, review, shown);
  return (
    <div className={classes.layout}>
      <div>{renderViewer(controller.binding)}</div>
      <div className={classes.panel}>
        <ReviewMediumProvider
          mediaId={media.id}
          mediaType={media.mediaType}
          frameRate={controller.frameRate}
          people={controller.people}
          onReviewChange={review.onReviewChange}
          version={shown?.version ?? media.version}
          latestVersion={media.version}
        >
          <ReviewPanel controller={controller} />
        </ReviewMediumProvider>
      </div>
    </div>
  );
}

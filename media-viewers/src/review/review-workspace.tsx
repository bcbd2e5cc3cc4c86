import type { ReactNode } from 'react';
import type { Media } from '@portal/shared';
import type { ReviewBinding } from './review-binding';
import { ReviewMediumProvider } from './review-context';
import type { MediaReviewOptions } from './review-options';
import { useReviewTransport } from './api/review-transport';
import { ReviewPanel } from './review-panel';
import classes from './review-workspace.module.css';
import { COMPARING_VIEW, type LiveCompare } from './session/live-view';
import { SessionBar } from './session/session-bar';
import { useReviewSession } from './session/use-review-session';
import { useReviewController, type ShownVersion } from './use-review-controller';

/**
 * A medium under review: the viewer (given the binding: markers, the chosen thread, the pin
 * being placed) and the review panel beside it, or below it on narrow screens. Over a viewer
 * that can present (its target's `live`), the live session's bar: signed-in people present and
 * follow, a review link's guests follow (through the link's feed, `followSession`); a
 * follower's own click, wheel or key in the viewer ends following. A comparison (`comparison`)
 * takes the viewer's place, the panel and the session staying: no viewer target meanwhile (no
 * markers, nowhere to pin), and the session presents and follows it (`compare`).
 */
export function ReviewWorkspace({
  media,
  review,
  renderViewer,
  shown,
  comparison,
  compare,
}: {
  /** The medium (its latest version). */
  media: Media;
  review: MediaReviewOptions;
  renderViewer: (binding: ReviewBinding) => ReactNode;
  /** The version on view, when the medium has several. */
  shown?: ShownVersion;
  /** A comparison on view in the viewer's place (none: the viewer). */
  comparison?: ReactNode;
  /** The dialog's comparison as a live session presents and follows it. */
  compare?: LiveCompare;
}) {
  const controller = useReviewController(media, review, shown);
  const { signedIn, followSession } = useReviewTransport();
  const comparing = comparison !== undefined && comparison !== null;
  const live = comparing ? COMPARING_VIEW : (controller.target?.live ?? null);
  const guestFeed = followSession !== undefined;
  const session = useReviewSession({
    mediaId: media.id,
    live,
    canPresent: signedIn && controller.threads.data?.canComment === true,
    version: shown?.version ?? media.version,
    onVersionChange: shown?.onVersionChange,
    compare,
    followSession,
  });
  return (
    <div className={classes.layout}>
      <div>
        {(signedIn || guestFeed) && live && <SessionBar session={session} />}
        <div
          onPointerDownCapture={session.moved}
          onWheelCapture={session.moved}
          onKeyDownCapture={session.moved}
        >
          {comparing ? comparison : renderViewer(controller.binding)}
        </div>
      </div>
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

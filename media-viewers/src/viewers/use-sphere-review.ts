import type { Viewer, events } from '@photo-sphere-viewer/core';
import type { MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReviewBinding } from '../review/review-binding';
import { useReviewTarget } from '../review/overlay/use-review-target';
import {
  captureView,
  nearMoment,
  normaliseYaw,
  revealView,
  SphereMarkers,
  type VideoControl,
} from './sphere-review';
import { sphereLiveView } from './sphere-live-view';
import { fpsOf } from './video-transport';

/**
 * A 360° view's part in a review: its target (the view's direction, zoom and a video's moment),
 * the threads' markers, and a click on the picture turning the new comment's pin that way (not
 * once it is drawn on: `sphere-drawing.tsx`).
 */
export function useSphereReview(
  viewer: Viewer | null,
  review: ReviewBinding | undefined,
  videoOf?: (viewer: Viewer) => VideoControl,
) {
  const latest = useRef(review);
  useEffect(() => {
    latest.current = review;
  });
  const [markers, setMarkers] = useState<SphereMarkers | null>(null);
  const video = () => (viewer && videoOf ? videoOf(viewer) : null);

  const frameRate = fpsOf(review?.frameRate);
  // The live view (made when the target is registered) reads the latest viewer and rate.
  const current = useRef({ viewer, video, frameRate });
  useEffect(() => {
    current.current = { viewer, video, frameRate };
  });
  const makeLive = () =>
    sphereLiveView(
      () => current.current.viewer,
      () => current.current.video(),
      () => current.current.frameRate,
    );
  useReviewTarget(
    review,
    {
      capture: () => (viewer ? captureView(viewer, video(), frameRate) : null),
      reveal: (anchor) =>
        viewer && anchor.kind === 'view' && revealView(viewer, video(), anchor, frameRate),
    },
    makeLive,
  );

  const reviewing = review !== undefined;
  useEffect(() => {
    if (!viewer || !reviewing) return;
    // By its id: the plugin's code is fetched with the viewer only under review (`markersPlugin`).
    const plugin = viewer.getPlugin<MarkersPlugin>('markers');
    setMarkers(new SphereMarkers(plugin, (id) => latest.current?.select(id)));
    const onClick = ({ data }: events.ClickEvent) => {
      const current = latest.current;
      const draft = current?.draft;
      if (!current || draft?.anchor.kind !== 'view' || data.rightclick) return;
      // A drawing is of the view it was drawn in: a click no longer turns that pin away from it.
      if (draft.drawing?.shapes.length) return;
      current.changeDraft({
        ...draft,
        anchor: { ...draft.anchor, yaw: normaliseYaw(data.yaw), pitch: data.pitch },
      });
    };
    viewer.addEventListener('click', onClick);
    return () => {
      viewer.removeEventListener('click', onClick);
      setMarkers(null);
    };
  }, [viewer, reviewing]);

  // A 360° video's moment, in quarter seconds (the markers near it show).
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!viewer || !reviewing || !videoOf) return;
    const control = videoOf(viewer);
    const moment = (time: number) => setNow(Math.round(time * 4) / 4);
    moment(control.getTime());
    return control.onProgress(moment);
  }, [viewer, reviewing, videoOf]);

  const threads = review?.markers;
  const selectedId = review?.selectedId ?? null;
  const draft = review?.draft ?? null;
  // The chosen thread shows at any moment, so its marker is there when the panel picks it.
  const shown = useMemo(
    () => (threads ?? []).filter((m) => m.id === selectedId || nearMoment(m, now)),
    [threads, selectedId, now],
  );
  useEffect(() => {
    markers?.show(shown, selectedId, draft);
  }, [markers, shown, selectedId, draft]);
}

import type { Viewer } from '@photo-sphere-viewer/core';
import type { PresenterView } from '@portal/shared';
import type { LiveView } from '../review/session/live-view';
import { normaliseYaw, type VideoControl } from './sphere-review';

/** How far (s) a following 360° video may drift from the presenter's clock before it seeks. */
const DRIFT_S = 0.1;
/** A seek's time to land (ms): no other is asked for meanwhile, so seeks never pile up. */
const SEEK_SETTLE_MS = 500;

type SphereView = Extract<PresenterView, { kind: 'sphere' }>;
/** The parts of Photo Sphere Viewer a live view uses. */
export type SphereLiveViewer = Pick<Viewer, 'getPosition' | 'getZoomLevel' | 'rotate' | 'zoom'>;

const DEG = 180 / Math.PI;
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * A 360° picture's or video's side of a live session: the view direction (degrees: yaw in
 * −180..180, pitch) and zoom, a video's time and whether it plays, rounded so a still view reads
 * the same each time. A follower turns at once (no animation); a paused video pauses on the
 * presenter's moment (a seek past half a frame), a playing one plays from where the presenter is
 * now and seeks back when it drifts past 0.1 s.
 */
export function sphereLiveView(
  viewer: () => SphereLiveViewer | null,
  video: () => VideoControl | null,
  frameRate: () => number,
): LiveView {
  let playing: { view: SphereView; receivedAt: number } | null = null;
  let loop = 0;
  let seekedAt = -Infinity;

  const seek = (control: VideoControl, time: number) => {
    control.setTime(Math.max(0, time));
    seekedAt = performance.now();
  };
  const stopLoop = () => {
    cancelAnimationFrame(loop);
    loop = 0;
  };
  const keepInStep = () => {
    loop = 0;
    const control = video();
    if (!playing || !control) return;
    const { view, receivedAt } = playing;
    const now = performance.now();
    const expected = (view.time ?? 0) + (now - receivedAt) / 1000;
    if (now - seekedAt > SEEK_SETTLE_MS && Math.abs(expected - control.getTime()) > DRIFT_S) {
      seek(control, expected);
    }
    if (!control.isPlaying()) control.play();
    loop = requestAnimationFrame(keepInStep);
  };

  const read = (): SphereView | null => {
    const shown = viewer();
    if (!shown) return null;
    const { yaw, pitch } = shown.getPosition();
    const control = video();
    return {
      kind: 'sphere',
      yaw: round(normaliseYaw(yaw) * DEG, 3),
      pitch: round(Math.min(90, Math.max(-90, pitch * DEG)), 3),
      zoom: round(Math.min(100, Math.max(0, shown.getZoomLevel())), 1),
      time: control ? round(Math.max(0, control.getTime()), 3) : null,
      playing: control?.isPlaying() ?? false,
    };
  };

  return {
    read,
    apply(view, receivedAt) {
      const shown = viewer();
      if (view.kind !== 'sphere' || !shown) return;
      const now = read();
      if (now) {
        if (
          Math.abs(normaliseYaw((now.yaw - view.yaw) / DEG)) > 1e-4 ||
          Math.abs(now.pitch - view.pitch) > 2e-3
        ) {
          shown.rotate({ yaw: view.yaw / DEG, pitch: view.pitch / DEG });
        }
        if (Math.abs(now.zoom - view.zoom) > 0.05) shown.zoom(view.zoom);
      }
      const control = video();
      if (!control || view.time === null) return;
      if (view.playing) {
        playing = { view, receivedAt };
        if (!loop) loop = requestAnimationFrame(keepInStep);
        return;
      }
      playing = null;
      stopLoop();
      if (control.isPlaying()) control.pause();
      if (Math.abs(control.getTime() - view.time) > 0.5 / frameRate()) seek(control, view.time);
    },
    release() {
      playing = null;
      stopLoop();
    },
  };
}

import type { Viewer } from '@photo-sphere-viewer/core';
import type { MarkerConfig, MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import type { AnchorOf } from '@portal/shared';
import type { DraftPin, ReviewMarker } from '../review/review-binding';
import look from '../review/marker-look.module.css';
import classes from './sphere-review.module.css';

/**
 * The video plugin's controls a 360° video's review needs (time of a pin, seek and pause, and
 * the moment as it plays, for the markers near it).
 */
export interface VideoControl {
  getTime(): number;
  setTime(time: number): void;
  pause(): void;
  /** Calls `listener` with the moment as the video plays or seeks; answers how to stop. */
  onProgress(listener: (time: number) => void): () => void;
}

/** How near its moment (seconds either side) a 360° video's thread shows its marker. */
export const MOMENT_WINDOW = 2;

/**
 * Whether a thread's marker shows at this moment of a 360° video: a view pinned to a moment
 * shows within `MOMENT_WINDOW` of it; one without a moment (a still's) always. Null: a still.
 */
export const nearMoment = (marker: ReviewMarker, now: number | null) =>
  now === null ||
  marker.anchor.kind !== 'view' ||
  marker.anchor.time === null ||
  Math.abs(marker.anchor.time - now) <= MOMENT_WINDOW;

type ViewPin = AnchorOf<'view'>;

const TAU = 2 * Math.PI;
/** Photo Sphere Viewer turns through 0–2π; the contract reads −π..π. */
export const normaliseYaw = (yaw: number) => yaw - TAU * Math.floor((yaw + Math.PI) / TAU);
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** The view a comment made now is pinned to (pausing a video, so the moment stays put). */
export function captureView(viewer: Viewer, video: VideoControl | null): ViewPin {
  const { yaw, pitch } = viewer.getPosition();
  video?.pause();
  return {
    kind: 'view',
    yaw: round(normaliseYaw(yaw), 5),
    pitch: round(Math.min(Math.PI / 2, Math.max(-Math.PI / 2, pitch)), 5),
    zoom: round(Math.min(100, Math.max(0, viewer.getZoomLevel())), 1),
    time: video ? round(Math.max(0, video.getTime()), 3) : null,
  };
}

/** Turns the view to a pin (and seeks a video to its moment, paused). */
export function revealView(viewer: Viewer, video: VideoControl | null, pin: ViewPin) {
  void viewer.animate({ yaw: pin.yaw, pitch: pin.pitch, zoom: pin.zoom, speed: '10rpm' });
  if (video && pin.time !== null) {
    video.setTime(pin.time);
    video.pause();
  }
}

// Tooltips are HTML in Photo Sphere Viewer; labels hold people's names, so they go in as text.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const DRAFT_ID = 'review-draft';
const threadId = (id: number) => `review-${id}`;
const SIZE = { width: 28, height: 28 };

/**
 * The threads' markers in a 360° view, through the markers plugin: each a numbered button (so
 * Tab reaches the ones in view and Enter selects them), named and titled by its label; the new
 * comment's direction as a distinct one. Kept in step with the panel by `show`.
 */
export class SphereMarkers {
  private readonly buttons = new Map<number, HTMLButtonElement>();
  private draft: HTMLElement | null = null;

  constructor(
    private readonly plugin: MarkersPlugin,
    private readonly onSelect: (id: number) => void,
  ) {}

  show(markers: readonly ReviewMarker[], selectedId: number | null, draft: DraftPin | null) {
    const shown = markers.filter(
      (m): m is ReviewMarker & { anchor: ViewPin } => m.anchor.kind === 'view',
    );
    for (const [id] of this.buttons) {
      if (!shown.some((m) => m.id === id)) {
        this.plugin.removeMarker(threadId(id));
        this.buttons.delete(id);
      }
    }
    for (const marker of shown) this.put(marker, marker.id === selectedId);
    this.putDraft(draft?.anchor.kind === 'view' ? draft.anchor : null);
  }

  private put(marker: ReviewMarker & { anchor: ViewPin }, selected: boolean) {
    let button = this.buttons.get(marker.id);
    const isNew = !button;
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.className = `${look.marker} ${classes.marker}`;
      button.addEventListener('click', () => this.onSelect(marker.id));
      this.buttons.set(marker.id, button);
    }
    button.textContent = String(marker.number);
    button.setAttribute('aria-label', marker.label);
    button.setAttribute('aria-pressed', String(selected));
    button.toggleAttribute('data-resolved', marker.resolved);
    const config: MarkerConfig = {
      id: threadId(marker.id),
      element: button,
      position: { yaw: marker.anchor.yaw, pitch: marker.anchor.pitch },
      size: SIZE,
      zIndex: selected ? 3 : 2,
      tooltip: { content: escapeHtml(marker.label), position: 'top center' },
      data: { threadId: marker.id },
    };
    if (isNew) this.plugin.addMarker(config);
    else this.plugin.updateMarker(config);
  }

  private putDraft(pin: ViewPin | null) {
    if (!pin) {
      if (this.draft) this.plugin.removeMarker(DRAFT_ID);
      this.draft = null;
      return;
    }
    const isNew = !this.draft;
    if (!this.draft) {
      this.draft = document.createElement('span');
      this.draft.className = `${look.draft} ${classes.draft}`;
      this.draft.setAttribute('role', 'img');
      this.draft.setAttribute('aria-label', "New comment's direction");
      this.draft.textContent = '+';
    }
    const config: MarkerConfig = {
      id: DRAFT_ID,
      element: this.draft,
      position: { yaw: pin.yaw, pitch: pin.pitch },
      size: SIZE,
      zIndex: 4,
    };
    if (isNew) this.plugin.addMarker(config);
    else this.plugin.updateMarker(config);
  }
}

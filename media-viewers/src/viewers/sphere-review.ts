import type { Viewer } from '@photo-sphere-viewer/core';
import type { MarkerConfig, MarkersPlugin } from '@photo-sphere-viewer/markers-plugin';
import { frameMiddle, frameStart, type AnchorOf } from '@portal/shared';
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
  play(): void;
  pause(): void;
  /** Calls `listener` with the moment as the video plays or seeks; answers how to stop. */
  onProgress(listener: (time: number) => void): () => void;
  isPlaying(): boolean;
  /** Calls `listener` when the video starts (true) or stops (false); answers how to stop. */
  onPlayPause(listener: (playing: boolean) => void): () => void;
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

/** A view pin of a panorama. */
export type ViewPin = AnchorOf<'view'>;

const TAU = 2 * Math.PI;
/** Photo Sphere Viewer turns through 0–2π; the contract reads −π..π. */
export const normaliseYaw = (yaw: number) => yaw - TAU * Math.floor((yaw + Math.PI) / TAU);
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** Which way the view looks and how far it is zoomed, as a pin holds them. */
export type View = Pick<ViewPin, 'yaw' | 'pitch' | 'zoom'>;

/** The view on screen, as a pin holds it. */
export function viewOf(viewer: Viewer): View {
  const { yaw, pitch } = viewer.getPosition();
  return {
    yaw: round(normaliseYaw(yaw), 5),
    pitch: round(Math.min(Math.PI / 2, Math.max(-Math.PI / 2, pitch)), 5),
    zoom: round(Math.min(100, Math.max(0, viewer.getZoomLevel())), 1),
  };
}

/**
 * Whether two views are the same to the eye (the pin's rounding, or an animation's last step,
 * apart): a drawing made in one shows in the other.
 */
export const sameView = (a: View, b: View) =>
  Math.abs(normaliseYaw(a.yaw - b.yaw)) < 1e-3 &&
  Math.abs(a.pitch - b.pitch) < 1e-3 &&
  Math.abs(a.zoom - b.zoom) < 0.5;

/**
 * The view a comment made now is pinned to (pausing a video, so the moment stays put, and pinning
 * the start of the frame on screen at its rate, as the flat video does).
 */
export function captureView(
  viewer: Viewer,
  video: VideoControl | null,
  frameRate: number,
): ViewPin {
  video?.pause();
  return {
    kind: 'view',
    ...viewOf(viewer),
    time: video ? frameStart(Math.max(0, video.getTime()), frameRate) : null,
    // The API numbers the frames at the medium's rate.
    frame: null,
  };
}

/** Turns the view to a pin (and shows a video's frame there from its middle, paused). */
export function revealView(
  viewer: Viewer,
  video: VideoControl | null,
  pin: ViewPin,
  frameRate: number,
) {
  void viewer.animate({ yaw: pin.yaw, pitch: pin.pitch, zoom: pin.zoom, speed: '10rpm' });
  if (video && pin.time !== null) {
    video.setTime(frameMiddle(pin.time, frameRate));
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

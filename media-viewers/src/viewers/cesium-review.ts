import type * as CesiumModule from '@cesium/engine';
import type { CesiumWidget, Cartesian2 } from '@cesium/engine';
import type { AnchorOf, PresenterView } from '@portal/shared';
import type { DraftPin, ReviewMarker } from '../review/review-binding';

type Cesium = typeof CesiumModule;
/** A pin on a site model: WGS84 degrees and metres above the ellipsoid. */
export type PositionPin = AnchorOf<'position'>;

/** A camera's place (WGS84 degrees, metres above the ellipsoid) and orientation (radians). */
export type CameraView = Pick<
  Extract<PresenterView, { kind: 'cesium' }>,
  'longitude' | 'latitude' | 'height' | 'heading' | 'pitch' | 'roll'
>;

/** What a click on the scene hit: a thread's pin, or a point of the model or the globe. */
export type SceneHit = { threadId: number } | { pin: PositionPin };

/** The review's side of a running 3D view. */
export interface SceneReview {
  /** Puts the threads' pins (the selected one highlighted) and the new comment's in the scene. */
  show(markers: readonly ReviewMarker[], selectedId: number | null, draft: DraftPin | null): void;
  /** The point under the centre of the view, or null when the view shows only sky. */
  capture(): PositionPin | null;
  /** Flies the camera to a pin, looking at it obliquely. */
  reveal(pin: PositionPin): void;
  /** A pin moved a step along the ground as the camera faces (arrow keys), far with Shift. */
  nudge(pin: PositionPin, right: number, forward: number, far: boolean): PositionPin;
  /**
   * The camera now, rounded (1e-7°, a centimetre, 1e-5 rad) so a camera at rest reads the same
   * each time; angles within the contract's ±2π.
   */
  camera(): CameraView;
  /** Puts the camera there at once (no flight). */
  setCamera(view: CameraView): void;
  /** Listens to clicks on the scene (one listener; null stops). */
  onClick(listener: ((hit: SceneHit) => void) | null): void;
  destroy(): void;
}

const METRES_PER_DEGREE = 111_320;
const DRAFT_ID = 'review-draft';
const PREFIX = 'review-';
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * A pin moved by metres east and north (the small distances of a site, where the ground is flat
 * enough): latitude kept within the poles, longitude wrapped.
 */
export function moveBy(pin: PositionPin, east: number, north: number): PositionPin {
  const latitude = Math.min(90, Math.max(-90, pin.latitude + north / METRES_PER_DEGREE));
  const perDegree = METRES_PER_DEGREE * Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  const longitude = ((((pin.longitude + east / perDegree + 180) % 360) + 360) % 360) - 180;
  return { ...pin, longitude: round(longitude, 7), latitude: round(latitude, 7) };
}

/** Starts the review in a Cesium view: its own data source of pins, and a click handler. */
export function reviewScene(Cesium: Cesium, widget: CesiumWidget): SceneReview {
  const source = new Cesium.CustomDataSource('review');
  void widget.dataSources.add(source);
  const handler = new Cesium.ScreenSpaceEventHandler(widget.scene.canvas);
  const white = Cesium.Color.WHITE;

  const cartesianOf = (pin: PositionPin) =>
    Cesium.Cartesian3.fromDegrees(pin.longitude, pin.latitude, pin.height);

  const pinAt = (at: Cartesian2): PositionPin | null => {
    const { scene, camera } = widget;
    // The model's surface where the pointer is on it and depth can be read; else the ellipsoid
    // under the pointer (the globe's depth, read from afar, can miss by a kilometre).
    const onModel = scene.pickPositionSupported && scene.pick(at) !== undefined;
    const point = (onModel ? scene.pickPosition(at) : undefined) ?? camera.pickEllipsoid(at);
    const place = point && Cesium.Cartographic.fromCartesian(point);
    if (!place) return null;
    return {
      kind: 'position',
      longitude: round(Cesium.Math.toDegrees(place.longitude), 7),
      latitude: round(Cesium.Math.toDegrees(place.latitude), 7),
      height: round(Math.min(100_000, Math.max(-12_000, place.height)), 2),
    };
  };

  /**
   * A pin: a disc with its number on it, as in the other viewers (a number beside it ran into the
   * model's own labels, walk D7); the new comment's 'New' sits above its disc.
   */
  const addPin = (id: string, pin: PositionPin, text: string, colour: string, size: number) =>
    source.entities.add({
      id,
      position: cartesianOf(pin),
      point: {
        pixelSize: size,
        color: Cesium.Color.fromCssColorString(colour),
        outlineColor: white,
        outlineWidth: 2,
        // Pins stay visible through the model: a comment behind a wall is still there.
        disableDepthTestDistance: Number.POSITIVE_INFINITY,
      },
      label: {
        text,
        font: '600 14px sans-serif',
        fillColor: white,
        outlineColor: Cesium.Color.BLACK,
        outlineWidth: 3,
        style: Cesium.LabelStyle.FILL_AND_OUTLINE,
        horizontalOrigin: Cesium.HorizontalOrigin.CENTER,
        verticalOrigin: Cesium.VerticalOrigin.CENTER,
        pixelOffset: new Cesium.Cartesian2(0, id === DRAFT_ID ? -(size / 2 + 10) : 0),
        disableDepthTestDistance: Number.POSITIVE_INFINITY,
      },
    });

  return {
    show(markers, selectedId, draft) {
      source.entities.removeAll();
      for (const marker of markers) {
        if (marker.anchor.kind !== 'position') continue;
        const selected = marker.id === selectedId;
        const colour = selected ? '#fcc419' : marker.resolved ? '#868e96' : '#1971c2';
        addPin(
          `${PREFIX}${marker.id}`,
          marker.anchor,
          String(marker.number),
          colour,
          selected ? 28 : 24,
        );
      }
      if (draft?.anchor.kind === 'position') addPin(DRAFT_ID, draft.anchor, 'New', '#fd7e14', 16);
      widget.scene.requestRender();
    },
    capture() {
      const { canvas } = widget.scene;
      return pinAt(new Cesium.Cartesian2(canvas.clientWidth / 2, canvas.clientHeight / 2));
    },
    reveal(pin) {
      const target = cartesianOf(pin);
      const { camera } = widget;
      const range = Math.min(
        600,
        Math.max(60, Cesium.Cartesian3.distance(camera.positionWC, target)),
      );
      camera.flyToBoundingSphere(new Cesium.BoundingSphere(target, 0), {
        offset: new Cesium.HeadingPitchRange(camera.heading, Cesium.Math.toRadians(-35), range),
        duration: 1.2,
      });
    },
    camera() {
      const { camera } = widget;
      const place = camera.positionCartographic;
      // Turns within −π..π (Cesium's heading runs 0..2π), so rounding never passes the contract's 2π.
      const angle = (r: number) =>
        round(r - 2 * Math.PI * Math.floor((r + Math.PI) / (2 * Math.PI)), 5);
      return {
        longitude: round(Cesium.Math.toDegrees(place.longitude), 7),
        latitude: round(Cesium.Math.toDegrees(place.latitude), 7),
        height: round(Math.min(100_000_000, Math.max(-12_000, place.height)), 2),
        heading: angle(camera.heading),
        pitch: angle(camera.pitch),
        roll: angle(camera.roll),
      };
    },
    setCamera(view) {
      widget.camera.setView({
        destination: Cesium.Cartesian3.fromDegrees(view.longitude, view.latitude, view.height),
        orientation: { heading: view.heading, pitch: view.pitch, roll: view.roll },
      });
      widget.scene.requestRender();
    },
    nudge(pin, right, forward, far) {
      const { camera } = widget;
      const distance = Cesium.Cartesian3.distance(camera.positionWC, cartesianOf(pin));
      // A step is 2 % of the way to the camera: fine up close, useful from afar.
      const step = Math.max(0.25, distance * 0.02) * (far ? 5 : 1);
      const h = camera.heading;
      const east = step * (right * Math.cos(h) + forward * Math.sin(h));
      const north = step * (forward * Math.cos(h) - right * Math.sin(h));
      return moveBy(pin, east, north);
    },
    onClick(listener) {
      if (handler.isDestroyed()) return;
      if (!listener) return handler.removeInputAction(Cesium.ScreenSpaceEventType.LEFT_CLICK);
      handler.setInputAction(({ position }: { position: Cartesian2 }) => {
        const picked: unknown = widget.scene.pick(position);
        const entity = (picked as { id?: unknown } | undefined)?.id;
        if (
          entity instanceof Cesium.Entity &&
          source.entities.contains(entity) &&
          entity.id !== DRAFT_ID
        ) {
          return listener({ threadId: Number(entity.id.slice(PREFIX.length)) });
        }
        const pin = pinAt(position);
        if (pin) listener({ pin });
      }, Cesium.ScreenSpaceEventType.LEFT_CLICK);
    },
    destroy() {
      if (!handler.isDestroyed()) handler.destroy();
      if (!widget.isDestroyed()) widget.dataSources.remove(source);
    },
  };
}

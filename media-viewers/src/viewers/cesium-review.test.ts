import type * as CesiumModule from '@cesium/engine';
import type { CesiumWidget } from '@cesium/engine';
import type { ReviewMarker } from '../review/review-binding';
import { moveBy, reviewScene, type PositionPin, type SceneHit } from './cesium-review';

/** The few Cesium classes the review uses, as plain stand-ins (jsdom has no WebGL). */
class Entity {
  constructor(public id: string) {}
}
const fakeCesium = {
  Entity,
  CustomDataSource: class {
    items: Entity[] = [];
    entities = {
      add: (options: { id: string }) => {
        const entity = Object.assign(new Entity(options.id), options);
        this.items.push(entity);
        return entity;
      },
      removeAll: () => (this.items = []),
      contains: (entity: Entity) => this.items.includes(entity),
    };
  },
  ScreenSpaceEventHandler: class {
    static last: { actions: Record<string, (event: unknown) => void> };
    actions: Record<string, (event: unknown) => void> = {};
    constructor() {
      fakeCesium.ScreenSpaceEventHandler.last = this;
    }
    setInputAction(action: (event: unknown) => void, type: string) {
      this.actions[type] = action;
    }
    removeInputAction(type: string) {
      delete this.actions[type];
    }
    isDestroyed = () => false;
    destroy = jest.fn();
  },
  ScreenSpaceEventType: { LEFT_CLICK: 'left-click' },
  Color: { WHITE: 'white', BLACK: 'black', fromCssColorString: (css: string) => css },
  LabelStyle: { FILL_AND_OUTLINE: 'fill-and-outline' },
  HorizontalOrigin: { CENTER: 'centre' },
  VerticalOrigin: { CENTER: 'centre' },
  Cartesian2: class {
    constructor(
      public x: number,
      public y: number,
    ) {}
  },
  Cartesian3: {
    fromDegrees: (longitude: number, latitude: number, height: number) => ({
      longitude,
      latitude,
      height,
    }),
    distance: () => 500,
  },
  // Points here are already cartographic (radians), as the fakes below return them.
  Cartographic: { fromCartesian: (point: object) => point },
  Math: {
    toDegrees: (r: number) => (r * 180) / Math.PI,
    toRadians: (d: number) => (d * Math.PI) / 180,
  },
  BoundingSphere: class {
    constructor(
      public center: unknown,
      public radius: number,
    ) {}
  },
  HeadingPitchRange: class {
    constructor(
      public heading: number,
      public pitch: number,
      public range: number,
    ) {}
  },
};

const radians = (longitude: number, latitude: number, height: number) => ({
  longitude: (longitude * Math.PI) / 180,
  latitude: (latitude * Math.PI) / 180,
  height,
});

function widgetOf() {
  return {
    scene: {
      canvas: { clientWidth: 800, clientHeight: 600 },
      pickPositionSupported: true,
      pickPosition: jest.fn(),
      pick: jest.fn(),
      requestRender: jest.fn(),
    },
    camera: {
      pickEllipsoid: jest.fn(),
      positionWC: {},
      positionCartographic: radians(151.2, -33.86, 250),
      heading: 0,
      pitch: -0.6,
      roll: 0,
      flyToBoundingSphere: jest.fn(),
      setView: jest.fn(),
    },
    dataSources: { add: jest.fn(), remove: jest.fn() },
    isDestroyed: () => false,
  };
}

const start = (widget: ReturnType<typeof widgetOf>) =>
  reviewScene(fakeCesium as unknown as typeof CesiumModule, widget as unknown as CesiumWidget);

const pin = (longitude: number, latitude: number, height = 10): PositionPin => ({
  kind: 'position',
  longitude,
  latitude,
  height,
});

it('captures the point of the model under the centre of the view, in degrees and metres', () => {
  const widget = widgetOf();
  // The model is under the centre.
  widget.scene.pick.mockReturnValue({ primitive: {} });
  widget.scene.pickPosition.mockReturnValue(radians(151.2093, -33.8688, 42.123));
  expect(start(widget).capture()).toEqual(pin(151.2093, -33.8688, 42.12));
  expect(widget.scene.pickPosition).toHaveBeenCalledWith({ x: 400, y: 300 });
});

it('reads no depth off the model: the ground there is the ellipsoid under the pointer', () => {
  const widget = widgetOf();
  // The globe's depth read from afar: a kilometre off (walk D7).
  widget.scene.pickPosition.mockReturnValue(radians(151.1999, -33.8674, 3));
  widget.camera.pickEllipsoid.mockReturnValue(radians(151.2017, -33.861, 0));
  expect(start(widget).capture()).toEqual(pin(151.2017, -33.861, 0));
  expect(widget.scene.pickPosition).not.toHaveBeenCalled();
});

it('falls back to the globe under the centre, and gives nothing when the view shows only sky', () => {
  const widget = widgetOf();
  widget.scene.pickPosition.mockReturnValue(undefined);
  widget.camera.pickEllipsoid.mockReturnValueOnce(radians(144.9631, -37.8136, 0));
  const review = start(widget);
  expect(review.capture()).toEqual(pin(144.9631, -37.8136, 0));
  expect(review.capture()).toBeNull();
});

it('flies to a pin from an oblique view', () => {
  const widget = widgetOf();
  start(widget).reveal(pin(151.2, -33.8, 5));
  const [sphere, options] = widget.camera.flyToBoundingSphere.mock.calls[0];
  expect(sphere.center).toEqual({ longitude: 151.2, latitude: -33.8, height: 5 });
  expect(options.offset.pitch).toBeCloseTo((-35 * Math.PI) / 180);
  expect(options.offset.range).toBe(500);
});

it("puts the threads' pins in the scene, the selected one highlighted, and selects a clicked one", () => {
  const widget = widgetOf();
  const review = start(widget);
  const markers: ReviewMarker[] = [
    { id: 4, number: 1, anchor: pin(151, -33), label: 'Comment 1', resolved: false },
    {
      id: 5,
      number: 2,
      anchor: pin(151.1, -33),
      label: 'Comment 2',
      resolved: false,
    },
  ];
  review.show(markers, 5, { anchor: pin(151.05, -33), drawing: null });
  const source = widget.dataSources.add.mock.calls[0][0] as {
    items: Array<Entity & Record<string, { text?: string; color?: string }>>;
  };
  expect(source.items.map((e) => [e.id, e.label!.text, e.point!.color])).toEqual([
    ['review-4', '1', '#1971c2'],
    ['review-5', '2', '#fcc419'],
    ['review-draft', 'New', '#fd7e14'],
  ]);
  // A thread's number sits on its disc (clear of the model's own labels); 'New' sits above.
  const offsets = source.items.map(
    (e) => (e.label as unknown as { pixelOffset: { x: number; y: number } }).pixelOffset.y,
  );
  expect(offsets[0]).toBe(0);
  expect(offsets[1]).toBe(0);
  expect(offsets[2]).toBeLessThan(0);
  const hits: SceneHit[] = [];
  review.onClick((hit) => hits.push(hit));
  widget.scene.pick.mockReturnValueOnce({ id: source.items[0] });
  fakeCesium.ScreenSpaceEventHandler.last.actions['left-click']!({ position: { x: 1, y: 2 } });
  // A click on the model itself is a point, for the new comment.
  widget.scene.pick.mockReturnValue({ primitive: {} });
  widget.scene.pickPosition.mockReturnValueOnce(radians(151.3, -33.9, 2));
  fakeCesium.ScreenSpaceEventHandler.last.actions['left-click']!({ position: { x: 3, y: 4 } });
  expect(hits).toEqual([{ threadId: 4 }, { pin: pin(151.3, -33.9, 2) }]);
});

it('nudges a pin along the ground as the camera faces', () => {
  const widget = widgetOf();
  // Facing east: forward is east; a step is 2 % of the 500 m to the camera.
  widget.camera.heading = Math.PI / 2;
  const moved = start(widget).nudge(pin(0, 0), 0, 1, false);
  expect(moved.longitude).toBeCloseTo(10 / 111_320, 7);
  expect(moved.latitude).toBeCloseTo(0, 7);
  expect(moveBy(pin(179.99999, 0), 100, 0).longitude).toBeLessThan(-179.99);
});

it('reads the camera rounded (a camera at rest reads the same), and puts it somewhere at once', () => {
  const widget = widgetOf();
  widget.camera.positionCartographic = radians(151.20000001234, -33.86, 250.004321);
  // Cesium's heading runs 0..2π: just under 2π reads as just under 0.
  widget.camera.heading = 2 * Math.PI - 1e-7;
  widget.camera.pitch = -0.61234567;
  const review = start(widget);
  expect(review.camera()).toEqual({
    longitude: 151.2,
    latitude: -33.86,
    height: 250,
    heading: -0,
    pitch: -0.61235,
    roll: 0,
  });
  const view = { longitude: 151.3, latitude: -33.9, height: 80, heading: 1, pitch: -0.5, roll: 0 };
  review.setCamera(view);
  expect(widget.camera.setView).toHaveBeenCalledWith({
    destination: { longitude: 151.3, latitude: -33.9, height: 80 },
    orientation: { heading: 1, pitch: -0.5, roll: 0 },
  });
  expect(widget.camera.flyToBoundingSphere).not.toHaveBeenCalled();
});

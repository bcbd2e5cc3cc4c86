/**
 * Photo Sphere Viewer as the tests see it (jsdom has no WebGL): each viewer made is recorded,
 * with its position and zoom to set, and a markers plugin that puts the markers' elements in the
 * container, so they can be found by role. Used as `jest.mock(…, () => require('./psv-mock').core)`.
 */
export interface MockMarker {
  id: string;
  element: HTMLElement;
  position: { yaw: number; pitch: number };
  tooltip?: { content: string };
  zIndex?: number;
}

export interface MockViewer {
  config: { container: HTMLElement; panorama: unknown; plugins?: unknown[] };
  destroy: jest.Mock;
  animate: jest.Mock;
  position: { yaw: number; pitch: number };
  zoom: number;
  listeners: Record<string, (event?: unknown) => void>;
  markers: Map<string, MockMarker>;
  video: {
    getTime: jest.Mock;
    setTime: jest.Mock;
    pause: jest.Mock;
    addEventListener: jest.Mock;
    removeEventListener: jest.Mock;
    /** Plays or seeks to a moment: the plugin's 'progress' event. */
    progress(time: number): void;
  };
}

export const created: MockViewer[] = [];

/** The markers plugin's constructor, as the viewers import it. */
export class MarkersPlugin {}
/** The video plugin's constructor. */
export class VideoPlugin {}

function markersOf(viewer: MockViewer) {
  const put = (marker: MockMarker) => {
    viewer.markers.set(marker.id, marker);
    viewer.config.container.append(marker.element);
  };
  return {
    addMarker: put,
    updateMarker: put,
    removeMarker: (id: string) => {
      viewer.markers.get(id)?.element.remove();
      viewer.markers.delete(id);
    },
  };
}

function videoOf(): MockViewer['video'] {
  // The plugin's events: only 'progress' is listened to.
  const listeners = new Set<(event: { time: number }) => void>();
  return {
    getTime: jest.fn(() => 0),
    setTime: jest.fn(),
    pause: jest.fn(),
    addEventListener: jest.fn((_type: string, listener) => listeners.add(listener)),
    removeEventListener: jest.fn((_type: string, listener) => listeners.delete(listener)),
    progress: (time: number) => listeners.forEach((listener) => listener({ time })),
  };
}

/** Photo Sphere Viewer's plugin base (the key scope extends it). */
class AbstractPlugin {
  constructor(protected viewer: unknown) {}
  init() {}
  destroy() {}
}

export const core = {
  AbstractPlugin,
  Viewer: jest.fn().mockImplementation((config: MockViewer['config']) => {
    const viewer: MockViewer = {
      config,
      destroy: jest.fn(),
      animate: jest.fn(),
      position: { yaw: 0, pitch: 0 },
      zoom: 30,
      listeners: {},
      markers: new Map(),
      video: videoOf(),
    };
    const markers = markersOf(viewer);
    Object.assign(viewer, {
      addEventListener: (name: string, listener: () => void) => (viewer.listeners[name] = listener),
      removeEventListener: (name: string) => delete viewer.listeners[name],
      getPosition: () => viewer.position,
      getZoomLevel: () => viewer.zoom,
      getPlugin: (plugin: unknown) => (plugin === 'markers' ? markers : viewer.video),
    });
    created.push(viewer);
    return viewer;
  }),
};

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
  /** The viewer's own element (here the one it was given). */
  container: HTMLElement;
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
    isPlaying: jest.Mock;
    addEventListener: jest.Mock;
    removeEventListener: jest.Mock;
    /** Plays or seeks to a moment: the plugin's 'progress' event. */
    progress(time: number): void;
    /** Starts or stops playing: the plugin's 'play-pause' event (`isPlaying` follows). */
    playPause(playing: boolean): void;
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
  // The plugin's events the viewers listen to: 'progress' and 'play-pause'.
  const listeners = new Map<string, Set<(event: object) => void>>();
  const of = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type)!;
  const emit = (type: string, event: object) => of(type).forEach((listener) => listener(event));
  const video: MockViewer['video'] = {
    getTime: jest.fn(() => 0),
    setTime: jest.fn(),
    pause: jest.fn(),
    isPlaying: jest.fn(() => false),
    addEventListener: jest.fn((type: string, listener) => of(type).add(listener)),
    removeEventListener: jest.fn((type: string, listener) => of(type).delete(listener)),
    progress: (time: number) => {
      video.getTime.mockReturnValue(time);
      emit('progress', { time });
    },
    playPause: (playing: boolean) => {
      video.isPlaying.mockReturnValue(playing);
      emit('play-pause', { playing });
    },
  };
  return video;
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
      container: config.container,
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

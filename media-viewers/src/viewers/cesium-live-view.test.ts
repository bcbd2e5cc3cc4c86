import { cesiumLiveView } from './cesium-live-view';
import type { CameraView, SceneReview } from './cesium-review';

/** A running scene's camera, as `SceneReview` reads and sets it. */
function sceneAt(camera: CameraView) {
  const scene = {
    camera: () => ({ ...camera }),
    setCamera: jest.fn((to: CameraView) => (camera = { ...to })),
  };
  return scene;
}

const live = (scene: ReturnType<typeof sceneAt> | null) =>
  cesiumLiveView(() => scene as unknown as SceneReview | null);

const site: CameraView = {
  longitude: 151.2012345,
  latitude: -33.8612345,
  height: 412.5,
  heading: 0.61,
  pitch: -0.61087,
  roll: 0,
};

it("presents the camera, and a follower's is put there", () => {
  const presenter = live(sceneAt(site));
  const view = presenter.read();
  expect(view).toEqual({ kind: 'cesium', ...site });
  // Nothing changed: the same view, so nothing is sent.
  expect(presenter.read()).toEqual(view);

  const scene = sceneAt({ ...site, longitude: 151, height: 5000, heading: -2 });
  const follower = live(scene);
  follower.apply({ ...view!, version: 2 }, performance.now());
  expect(scene.setCamera).toHaveBeenCalledWith(site);
  expect(follower.read()).toEqual(view);
  // Already there (a heading of π is one of −π): not moved again.
  follower.apply(view!, performance.now());
  const round = sceneAt({ ...site, heading: Math.PI });
  live(round).apply({ kind: 'cesium', ...site, heading: -Math.PI }, performance.now());
  expect(scene.setCamera).toHaveBeenCalledTimes(1);
  expect(round.setCamera).not.toHaveBeenCalled();
});

it("has nothing to read or move before 'Load 3D view'", () => {
  const follower = live(null);
  expect(follower.read()).toBeNull();
  expect(() => follower.apply({ kind: 'cesium', ...site }, performance.now())).not.toThrow();
});

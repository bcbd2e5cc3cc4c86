import type { Media } from '@portal/shared';
import { frameSite, sceneDrawn } from './cesium-framing';
import { reviewScene, type SceneReview } from './cesium-review';

declare const __webpack_public_path__: string | undefined;

/** A running Cesium view. */
export interface Scene {
  destroy: () => void;
  /** Starts the review's pins and clicks in the view (project pages; never on embeds). */
  startReview: () => SceneReview;
}

/**
 * Starts Cesium in a container and loads the medium: CZML, or a 3D tileset. Cesium finds its
 * workers and assets under CESIUM_BASE_URL, copied into this remote's `cesium/` folder at build
 * time; the globe wears the Natural Earth imagery Cesium ships, so no outside service is asked.
 */
export async function openScene(container: HTMLElement, media: Media): Promise<Scene> {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  (globalThis as { CESIUM_BASE_URL?: string }).CESIUM_BASE_URL = new URL(
    'cesium/',
    new URL(base, window.location.href),
  ).href;
  // The engine's own widget: no knockout-bound toolbar, which would need 'unsafe-eval'.
  const Cesium = await import('@cesium/engine');
  await import('@cesium/engine/Source/Widget/CesiumWidget.css');
  const viewer = new Cesium.CesiumWidget(container, {
    baseLayer: Cesium.ImageryLayer.fromProviderAsync(
      Cesium.TileMapServiceImageryProvider.fromUrl(
        Cesium.buildModuleUrl('Assets/Textures/NaturalEarthII'),
      ),
    ),
  });
  try {
    const url = new URL(media.file.fileUri, window.location.href).href;
    if (/tileset\.json$/i.test(media.file.fileName)) {
      const tileset = await Cesium.Cesium3DTileset.fromUrl(url);
      viewer.scene.primitives.add(tileset);
      await viewer.zoomTo(tileset);
    } else {
      const source = await Cesium.CzmlDataSource.load(url);
      await viewer.dataSources.add(source);
      viewer.clock.shouldAnimate = true;
      if (!frameSite(Cesium, viewer, source)) {
        await viewer.zoomTo(
          source,
          new Cesium.HeadingPitchRange(0.6, Cesium.Math.toRadians(-35), 0),
        );
      }
    }
    // Shown once drawn whole: the loader stays over the poster until then.
    await sceneDrawn(viewer);
  } catch (error) {
    viewer.destroy();
    throw error;
  }
  let review: SceneReview | null = null;
  return {
    destroy: () => {
      review?.destroy();
      if (!viewer.isDestroyed()) viewer.destroy();
    },
    startReview: () => (review ??= reviewScene(Cesium, viewer)),
  };
}

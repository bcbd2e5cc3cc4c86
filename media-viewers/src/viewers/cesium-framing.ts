import type * as CesiumModule from '@cesium/engine';
import type { Cartesian3, CesiumWidget, DataSource, PolygonHierarchy } from '@cesium/engine';

type Cesium = typeof CesiumModule;

/** The oblique view a site model is read from: from the south-west, 35° down. */
const HEADING = 0.6;
const PITCH_DEGREES = -35;
/** How far the camera stands from the site's middle, in radii of the sphere around it. */
const RANGE_IN_RADII = 2.2;
/** A site smaller than this is framed as if it were this big (metres): never a close-up of a dot. */
const SMALLEST_RADIUS = 30;

/** Every point a data source's entities stand on at the clock's time (polygons, lines, points). */
export function pointsOf(Cesium: Cesium, source: DataSource, widget: CesiumWidget) {
  const time = widget.clock.currentTime;
  const points: Cartesian3[] = [];
  for (const entity of source.entities.values) {
    const position = entity.position?.getValue(time);
    if (position) points.push(position);
    const hierarchy = entity.polygon?.hierarchy?.getValue(time) as PolygonHierarchy | undefined;
    if (hierarchy) {
      // The top of an extruded polygon counts too: a tower is framed whole.
      const top = entity.polygon?.extrudedHeight?.getValue(time) as number | undefined;
      for (const base of hierarchy.positions) {
        points.push(base);
        if (top) {
          const place = Cesium.Cartographic.fromCartesian(base);
          points.push(Cesium.Cartesian3.fromRadians(place.longitude, place.latitude, top));
        }
      }
    }
    const line = entity.polyline?.positions?.getValue(time) as Cartesian3[] | undefined;
    if (line) points.push(...line);
  }
  return points;
}

/**
 * Puts the camera on a site model at once, framed to its bounds (the sphere around every point
 * its entities stand on), seen obliquely; false when the source has no point to frame.
 * Cesium's own `zoomTo` of a data source frames from sources' bounding spheres, which a CZML
 * path or a ground-clamped line makes far larger than the site: the model was a speck.
 */
export function frameSite(Cesium: Cesium, widget: CesiumWidget, source: DataSource) {
  const points = pointsOf(Cesium, source, widget);
  if (points.length === 0) return false;
  const sphere = Cesium.BoundingSphere.fromPoints(points);
  const radius = Math.max(SMALLEST_RADIUS, sphere.radius);
  const { camera } = widget;
  camera.viewBoundingSphere(
    sphere,
    new Cesium.HeadingPitchRange(
      HEADING,
      Cesium.Math.toRadians(PITCH_DEGREES),
      radius * RANGE_IN_RADII,
    ),
  );
  // viewBoundingSphere locks the camera on the sphere: free it, so orbit and zoom act as usual.
  camera.lookAtTransform(Cesium.Matrix4.IDENTITY);
  return true;
}

/**
 * Resolves once the view is drawn whole: the globe's tiles under it and every entity of its
 * data sources (their geometry is built by workers, seconds in software WebGL), or after
 * `limitMs` whatever happens, so the view is never shown as a black sky or an empty ground.
 */
export function sceneDrawn(widget: CesiumWidget, limitMs = 15_000) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      remove();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const remove = widget.scene.postRender.addEventListener(() => {
      if (widget.scene.globe.tilesLoaded && widget.dataSourceDisplay.ready) done();
    });
  });
}

import { engagementCost, engagementTypesIn, ENGAGEMENT_TYPES } from './engagement-types';
import { mediaContentType } from './media-content-types';
import { isDownloadReady, notificationType, showsProgress } from './notification-types';
import { projectVisibility } from './project-visibility';

it('decodes engagement bit sets and totals their costs', () => {
  expect(ENGAGEMENT_TYPES.map((t) => [t.description, t.cost])).toEqual([
    ['Animation', 2000],
    ['Render', 500],
    ['Interactive', 5000],
    ['3D Print', 3000],
  ]);
  expect(engagementTypesIn(1 | 8).map((t) => t.description)).toEqual(['Animation', '3D Print']);
  expect(engagementCost(2 | 4)).toBe(5500);
  expect(engagementCost(0)).toBe(0);
});

it('labels visibility levels and tolerates unknown ones', () => {
  expect(projectVisibility(99)).toMatchObject({ name: 'Showcase', icon: 'world' });
  expect(projectVisibility(1)).toMatchObject({ name: 'Restricted', icon: 'lock' });
  expect(projectVisibility(7).label).toBe('Visibility 7');
});

it('describes media types as the spec names them', () => {
  expect(mediaContentType('Cesium').description).toBe('Interactive');
  expect(mediaContentType('Panorama').description).toBe('Panoramic Image');
  expect(mediaContentType('Hologram').description).toBe('File');
});

it('shows download progress while queued or processing and allows the click only when completed', () => {
  expect(
    ['Queued', 'Processing', 'Completed', 'Failed'].map((s) => showsProgress(s as never)),
  ).toEqual([true, true, false, false]);
  expect(isDownloadReady('Completed')).toBe(true);
  expect(isDownloadReady('Failed')).toBe(false);
  expect(notificationType('CommentReply').label).toBe('Comment reply');
});

import { MEDIA_TYPES } from '@portal/contract';
import { mediaContentType } from './media-content-types';

it('describes media types as the spec names them', () => {
  expect(mediaContentType('Cesium').description).toBe('Interactive');
  expect(mediaContentType('Panorama').description).toBe('Panoramic Image');
  expect(MEDIA_TYPES.map((key) => mediaContentType(key).key)).toEqual(MEDIA_TYPES);
});

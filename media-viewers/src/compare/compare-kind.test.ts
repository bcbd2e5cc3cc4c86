import { MEDIA_TYPES, type MediaType } from '@portal/shared';
import { mediaOf } from '../testing/media';
import { compareKind, type CompareKind } from './compare-kind';

const of = (mediaType: MediaType) => mediaOf({ id: 1, mediaType, title: mediaType });

it.each<[MediaType, MediaType, CompareKind]>([
  ['Image', 'Image', 'picture'],
  ['Pdf', 'Pdf', 'picture'],
  ['Image', 'Pdf', 'picture'],
  ['Pdf', 'Image', 'picture'],
  ['Video', 'Video', 'video'],
  ['Panorama', 'Panorama', 'sphere'],
  ['PanoramaVideo', 'PanoramaVideo', 'sphere'],
  ['Panorama', 'PanoramaVideo', null],
  ['Video', 'Image', null],
  ['Video', 'PanoramaVideo', null],
  ['Image', 'Panorama', null],
  ['Zip', 'Zip', null],
  ['Cesium', 'Cesium', null],
  ['PixelStream', 'PixelStream', null],
])('compares %s with %s as %s', (a, b, kind) => {
  expect(compareKind(of(a), of(b))).toBe(kind);
});

it('answers the same whichever side each is on', () => {
  for (const a of MEDIA_TYPES) {
    for (const b of MEDIA_TYPES) expect(compareKind(of(a), of(b))).toBe(compareKind(of(b), of(a)));
  }
});

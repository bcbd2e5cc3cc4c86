import * as v from 'valibot';
import {
  pictureCandidates,
  playbackSource,
  PictureQuerySchema,
  previewPending,
  srcSetOf,
  type MediaPreview,
} from './media-preview.ts';

const ready: MediaPreview = {
  status: 'ready',
  progress: null,
  reason: null,
  widths: [480, 960, 1920],
  copies: [],
  pages: null,
  width: 7680,
  height: 4320,
};
const render = {
  thumbnailUrl: '/api/media/7/thumbnail',
  file: { fileUri: '/api/media/7/file' },
  preview: ready,
};

it('offers each preview at its width, and the original only to zoom past them', () => {
  expect(srcSetOf(pictureCandidates(render))).toBe(
    '/api/media/7/thumbnail?w=480 480w, /api/media/7/thumbnail?w=960 960w, /api/media/7/thumbnail?w=1920 1920w',
  );
  expect(pictureCandidates(render, { original: true }).at(-1)).toEqual({
    src: '/api/media/7/file',
    width: 7680,
    height: 4320,
  });
  expect(pictureCandidates(render)[0]).toMatchObject({ width: 480, height: 270 });
  // An original no wider than its widest preview is never fetched for its pixels.
  const small = { ...render, preview: { ...ready, widths: [480, 800], width: 800, height: 600 } };
  expect(pictureCandidates(small, { original: true }).map((c) => c.width)).toEqual([480, 800]);
});

it("offers nothing until the previews are ready, and keeps a share link's query", () => {
  for (const status of ['queued', 'working', 'failed'] as const) {
    const waiting = { ...render, preview: { ...ready, status, widths: [] } };
    expect(srcSetOf(pictureCandidates(waiting))).toBeUndefined();
  }
  expect(srcSetOf(pictureCandidates({ ...render, preview: undefined }))).toBeUndefined();
  const shared = { ...render, thumbnailUrl: '/api/share/abc/media/7/thumbnail?k=1' };
  expect(pictureCandidates(shared)[0]!.src).toBe('/api/share/abc/media/7/thumbnail?k=1&w=480');
});

it('tells pending previews from finished ones', () => {
  expect(previewPending({ preview: { ...ready, status: 'queued' } })).toBe(true);
  expect(previewPending({ preview: { ...ready, status: 'working' } })).toBe(true);
  expect(previewPending({ preview: ready })).toBe(false);
  expect(previewPending({})).toBe(false);
});

it('reads the width a picture is asked for, and refuses one that is not a width', () => {
  expect(v.parse(PictureQuerySchema, { w: '480' })).toEqual({ w: 480 });
  expect(v.parse(PictureQuerySchema, {})).toEqual({});
  for (const w of ['wide', '0', '-5', '1.5', '200000']) {
    expect(v.is(PictureQuerySchema, { w })).toBe(false);
  }
});

it('plays a video from its smallest copy on a small screen, its largest on others, else its file', () => {
  const master = {
    file: { fileUri: '/api/media/9/file' },
    playbackUrl: '/api/media/9/playback',
    preview: { ...ready, copies: [720, 1080] },
  };
  expect(playbackSource(master, 750)).toBe('/api/media/9/playback?h=720');
  expect(playbackSource(master, 2560)).toBe('/api/media/9/playback?h=1080');
  // Plays as it is (no copies), or its copies are still being made: the file itself.
  expect(playbackSource({ ...master, preview: { ...ready, copies: [] } }, 2560)).toBe(
    '/api/media/9/file',
  );
  expect(
    playbackSource({ ...master, preview: { ...ready, status: 'working', copies: [] } }, 750),
  ).toBe('/api/media/9/file');
});

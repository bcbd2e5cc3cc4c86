/** @jest-environment node */
// mediainfo.js for real (its Node build finds its own wasm) on the committed fixtures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_VIDEO_REQUIREMENTS } from '@portal/shared';
import { mediaInfoAnalyser } from './mediainfo';
import { validateVideos } from './validate-videos';
import { createVideoAnalyser } from './video-analyser';

const FIXTURES = path.join(__dirname, '..', '..', '..', '..', '..', 'e2e', 'fixtures', 'video');
const fixture = (name: string, type = 'video/mp4') =>
  new File([readFileSync(path.join(FIXTURES, name))], name, { type, lastModified: 1 });

const analysisOf = createVideoAnalyser<File>({ analyse: mediaInfoAnalyser({}) });

it('passes a 720p 30 fps video under 10 Mbps, and says what is wrong with the others', async () => {
  const valid = fixture('valid-720p30.mp4');
  const invalid = fixture('invalid-25fps-14mbps.mp4');
  const silent = fixture('audio-only.mp4');
  const garbage = new File([new Uint8Array(4096).fill(7)], 'broken.mp4', { type: 'video/mp4' });
  const { errors, failures } = await validateVideos(
    [valid, invalid, silent, garbage],
    DEFAULT_VIDEO_REQUIREMENTS,
    analysisOf,
  );
  expect(failures.get(valid)).toEqual({});
  expect(errors).toEqual({
    invalidResolution: [
      { fileName: 'audio-only.mp4', message: 'No video track found in file' },
      { fileName: 'broken.mp4', message: 'No video track found in file' },
    ],
    invalidBitrate: [
      {
        fileName: 'invalid-25fps-14mbps.mp4',
        message: 'Video bitrate (19.19 Mbps) must be less than or equal to 10 Mbps',
      },
      { fileName: 'audio-only.mp4', message: 'No video track found in file' },
      { fileName: 'broken.mp4', message: 'No video track found in file' },
    ],
    invalidFramerate: [
      {
        fileName: 'invalid-25fps-14mbps.mp4',
        message: 'Video framerate (25.00 fps) must be one of: 30, 60 fps',
      },
      { fileName: 'audio-only.mp4', message: 'No video track found in file' },
      { fileName: 'broken.mp4', message: 'No video track found in file' },
    ],
  });
});

it("checks a project's own resolution and single framerate", async () => {
  const { errors } = await validateVideos(
    [fixture('valid-720p30.mp4')],
    {
      resolution: { width: 1920, height: 1080, comparison: 'GreaterThanEqual' },
      bitrate: { targetMbps: 5, marginMbps: 0.5, comparison: 'GreaterThan' },
      framerates: [60],
    },
    analysisOf,
  );
  expect(errors).toEqual({
    invalidResolution: [
      {
        fileName: 'valid-720p30.mp4',
        message: 'Video resolution (1280x720) must be greater than or equal to 1920x1080',
      },
    ],
    invalidBitrate: [
      {
        fileName: 'valid-720p30.mp4',
        message: 'Video bitrate (1.38 Mbps) must be more than 5 Mbps',
      },
    ],
    invalidFramerate: [
      { fileName: 'valid-720p30.mp4', message: 'Video framerate (30.00 fps) must be 60 fps' },
    ],
  });
});

import path from 'node:path';
import { DEFAULT_VIDEO_REQUIREMENTS, VIDEO_ANALYSIS_MESSAGES } from '@portal/contract';
import { DEMO_ASSETS_DIR } from '../media/file-store.js';
import { fileRangeSource } from './upload-store.js';
import { analyseVideo, videoErrors } from './video-check.js';

const reef = () => fileRangeSource(path.join(DEMO_ASSETS_DIR, 'reef-360.mp4'));

it('reads the video track of an mp4 (the demo reef: 2048x1024 at 24 fps)', async () => {
  const outcome = await analyseVideo(await reef());
  expect('analysis' in outcome).toBe(true);
  if (!('analysis' in outcome)) return;
  const video = outcome.analysis.media?.track?.find((track) => track['@type'] === 'Video');
  expect(video).toMatchObject({ Width: 2048, Height: 1024, FrameRate: 24 });
  expect(videoErrors(outcome, { ...DEFAULT_VIDEO_REQUIREMENTS, framerates: [24] })).toBeNull();
});

it('fails every rule with the reason when the analysis times out or breaks', async () => {
  const late = await analyseVideo(await reef(), 0);
  expect(late).toEqual({ failure: VIDEO_ANALYSIS_MESSAGES.timedOut });
  expect(videoErrors(late, DEFAULT_VIDEO_REQUIREMENTS)).toEqual({
    invalidResolution: [VIDEO_ANALYSIS_MESSAGES.timedOut],
    invalidBitrate: [VIDEO_ANALYSIS_MESSAGES.timedOut],
    invalidFramerate: [VIDEO_ANALYSIS_MESSAGES.timedOut],
  });
  const missing = await analyseVideo(
    await fileRangeSource(path.join(DEMO_ASSETS_DIR, 'no-such-file.mp4')),
  );
  expect(missing).toEqual({ failure: VIDEO_ANALYSIS_MESSAGES.analysisError });
  // A file that is not a video at all has no video track.
  const text = await analyseVideo(
    await fileRangeSource(path.join(DEMO_ASSETS_DIR, 'waterfront-site.czml')),
  );
  expect(videoErrors(text, DEFAULT_VIDEO_REQUIREMENTS)?.invalidBitrate).toEqual([
    VIDEO_ANALYSIS_MESSAGES.noVideoTrack,
  ]);
});

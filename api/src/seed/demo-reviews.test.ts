import fs from 'node:fs';
import path from 'node:path';
import { DEMO_ASSETS_DIR } from '../media/file-store.js';
import { fileRangeSource } from '../uploads/upload-store.js';
import { analyseVideo, videoTiming } from '../uploads/video-check.js';
import { DEMO_VIDEO_TIMING } from './demo-reviews.js';

it('seeds each demo video with the timing its analysis measures', async () => {
  const videos = fs.readdirSync(DEMO_ASSETS_DIR).filter((name) => name.endsWith('.mp4'));
  expect(Object.keys(DEMO_VIDEO_TIMING).sort()).toEqual(videos.sort());
  for (const video of videos) {
    const measured = videoTiming(
      await analyseVideo(await fileRangeSource(path.join(DEMO_ASSETS_DIR, video))),
    );
    expect({ video, ...DEMO_VIDEO_TIMING[video] }).toEqual({
      video,
      frame_rate: measured.frameRate,
      duration: measured.duration,
    });
  }
}, 30_000);

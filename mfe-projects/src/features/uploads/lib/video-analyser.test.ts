import {
  DEFAULT_VIDEO_REQUIREMENTS,
  type VideoAnalysis,
  type VideoRequirements,
} from '@portal/shared';
import { createVideoAnalyser } from './video-analyser';
import { validateVideos } from './validate-videos';

const clip = (name: string, type = 'video/mp4') => ({ name, type, size: 1000, lastModified: 1 });
const hd = (fps: number): VideoAnalysis => ({
  media: {
    track: [
      { '@type': 'General', OverallBitRate: 8_000_000 },
      { '@type': 'Video', Width: 1920, Height: 1080, FrameRate: fps },
    ],
  },
});

/** A fake analyser that counts its calls and answers when told. */
function countingFake(result: VideoAnalysis = hd(30)) {
  const calls: string[] = [];
  return {
    calls,
    analyse: (file: { name: string }) => {
      calls.push(file.name);
      return Promise.resolve(result);
    },
  };
}

it('shares one pending analysis between the rules, and between files picked twice at once', async () => {
  const fake = countingFake(hd(25));
  const analysisOf = createVideoAnalyser({ analyse: fake.analyse });
  const file = clip('dusk.mp4');
  const [first, second] = await Promise.all([
    validateVideos([file], DEFAULT_VIDEO_REQUIREMENTS, analysisOf),
    validateVideos([file], DEFAULT_VIDEO_REQUIREMENTS, analysisOf),
  ]);
  expect(fake.calls).toEqual(['dusk.mp4']);
  expect(first.errors).toEqual({
    invalidFramerate: [
      { fileName: 'dusk.mp4', message: 'Video framerate (25.00 fps) must be one of: 30, 60 fps' },
    ],
  });
  expect(second.errors).toEqual(first.errors);
});

it('keeps an analysis for 60 seconds per name, size and date, then analyses again', async () => {
  const fake = countingFake();
  let now = 0;
  const analysisOf = createVideoAnalyser({ analyse: fake.analyse, now: () => now });
  await analysisOf(clip('dusk.mp4'));
  now = 59_000;
  await analysisOf(clip('dusk.mp4'));
  await analysisOf({ ...clip('dusk.mp4'), lastModified: 2 });
  now = 61_000;
  await analysisOf(clip('dusk.mp4'));
  expect(fake.calls).toEqual(['dusk.mp4', 'dusk.mp4', 'dusk.mp4']);
});

it('gives up after 10 seconds, and says why for every rule', async () => {
  jest.useFakeTimers();
  try {
    const analysisOf = createVideoAnalyser({ analyse: () => new Promise<VideoAnalysis>(() => {}) });
    const validation = validateVideos([clip('huge.mp4')], DEFAULT_VIDEO_REQUIREMENTS, analysisOf);
    await jest.advanceTimersByTimeAsync(10_000);
    const { errors } = await validation;
    const timedOut = [
      { fileName: 'huge.mp4', message: 'Validation timed out - file may be too large' },
    ];
    expect(errors).toEqual({
      invalidResolution: timedOut,
      invalidBitrate: timedOut,
      invalidFramerate: timedOut,
    });
  } finally {
    jest.useRealTimers();
  }
});

it('says so when the analyser fails, and tries again next time', async () => {
  let fail = true;
  const analysisOf = createVideoAnalyser({
    analyse: () => (fail ? Promise.reject(new Error('wasm')) : Promise.resolve(hd(60))),
  });
  expect(await analysisOf(clip('a.mp4'))).toEqual({ failure: 'Error analyzing video file' });
  fail = false;
  expect(await analysisOf(clip('a.mp4'))).toEqual({ analysis: hd(60) });
});

it('checks only mp4 files; others and an empty selection pass without analysis', async () => {
  const fake = countingFake(hd(12));
  const analysisOf = createVideoAnalyser({ analyse: fake.analyse });
  const strict: VideoRequirements = { ...DEFAULT_VIDEO_REQUIREMENTS, framerates: [30] };
  expect((await validateVideos([], strict, analysisOf)).errors).toBeNull();
  const mixed = await validateVideos(
    [clip('plan.pdf', 'application/pdf'), clip('reel.webm', 'video/webm')],
    strict,
    analysisOf,
  );
  expect(mixed.errors).toBeNull();
  expect(fake.calls).toEqual([]);
});

import {
  checkBitrate,
  checkFramerate,
  checkResolution,
  videoFormErrors,
  videoRuleFailure,
  type VideoAnalysis,
} from './video-rules.ts';
import { DEFAULT_VIDEO_REQUIREMENTS, type VideoRequirements } from './video-requirements.ts';

const analysis = (video: Record<string, unknown>, general: Record<string, unknown> = {}) =>
  ({
    media: {
      track: [
        { '@type': 'General', ...general },
        { '@type': 'Video', ...video },
      ],
    },
  }) satisfies VideoAnalysis;

const hd = analysis({ Width: 1920, Height: 1080, BitRate: 8_000_000, FrameRate: 29.97 });
const rules = (changes: Partial<VideoRequirements>): VideoRequirements => ({
  ...DEFAULT_VIDEO_REQUIREMENTS,
  ...changes,
});

it('compares the resolution, both sides, with the words of each comparison', () => {
  const at = (comparison: VideoRequirements['bitrate']['comparison'], width = 1920) =>
    checkResolution(hd, rules({ resolution: { width, height: 1080, comparison } }));
  expect(at('Exact')).toBeNull();
  expect(at('Exact', 3840)).toBe('Video resolution (1920x1080) must be 3840x1080');
  expect(at('LessThan')).toBe('Video resolution (1920x1080) must be less than 1920x1080');
  expect(at('LessThanEqual', 1280)).toBe(
    'Video resolution (1920x1080) must be less than or equal to 1280x1080',
  );
  expect(at('GreaterThanEqual', 3840)).toBe(
    'Video resolution (1920x1080) must be greater than or equal to 3840x1080',
  );
  expect(at('GreaterThan')).toBe('Video resolution (1920x1080) must be more than 1920x1080');
  expect(at('GreaterThanEqual')).toBeNull();
  // No resolution required: any passes, but one must be known.
  expect(checkResolution(hd, DEFAULT_VIDEO_REQUIREMENTS)).toBeNull();
  expect(checkResolution(analysis({ Width: 1920 }), DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'Could not determine video resolution',
  );
});

it('compares the track bitrate in Mbps (else the overall one), within the margin', () => {
  expect(checkBitrate(hd, DEFAULT_VIDEO_REQUIREMENTS)).toBeNull();
  const fast = analysis({ BitRate: 12_345_678 });
  expect(checkBitrate(fast, DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'Video bitrate (12.35 Mbps) must be less than or equal to 10 Mbps',
  );
  const withMargin = (marginMbps: number, comparison = 'Exact' as const) =>
    checkBitrate(fast, rules({ bitrate: { targetMbps: 12, marginMbps, comparison } }));
  expect(withMargin(0.5)).toBeNull();
  expect(withMargin(0.2)).toBe('Video bitrate (12.35 Mbps) must be 12 Mbps');
  const overall = analysis({}, { OverallBitRate: '25000000' });
  expect(checkBitrate(overall, DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'Video bitrate (25 Mbps) must be less than or equal to 10 Mbps',
  );
  expect(checkBitrate(analysis({}), DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'Could not determine video bitrate',
  );
});

it('allows the listed framerates within 0.1 fps, and says which', () => {
  expect(checkFramerate(hd, DEFAULT_VIDEO_REQUIREMENTS)).toBeNull();
  const film = analysis({ FrameRate: 23.976 });
  expect(checkFramerate(film, DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'Video framerate (23.98 fps) must be one of: 30, 60 fps',
  );
  expect(checkFramerate(film, rules({ framerates: [25] }))).toBe(
    'Video framerate (23.98 fps) must be 25 fps',
  );
  expect(checkFramerate(analysis({ FrameRate_Original: 60.05 }), DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    null,
  );
  expect(checkFramerate(analysis({}), DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'Could not determine video framerate',
  );
});

it('fails every rule with the reason a file could not be analysed', () => {
  const failure = { failure: 'Validation timed out - file may be too large' };
  expect(videoRuleFailure('bitrate', failure, DEFAULT_VIDEO_REQUIREMENTS)).toBe(failure.failure);
  expect(videoRuleFailure('resolution', { analysis: {} }, DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'Could not analyze video file',
  );
  const audioOnly = { media: { track: [{ '@type': 'General' }, { '@type': 'Audio' }] } };
  expect(videoRuleFailure('framerate', { analysis: audioOnly }, DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'No video track found in file',
  );
  const broken = {
    media: {
      track: [
        {
          '@type': 'Video',
          get Width(): number {
            throw new Error();
          },
        },
      ],
    },
  };
  expect(videoRuleFailure('resolution', { analysis: broken }, DEFAULT_VIDEO_REQUIREMENTS)).toBe(
    'Error validating video resolution',
  );
});

it('lists the failing files under invalidResolution, invalidBitrate and invalidFramerate', () => {
  expect(videoFormErrors([{ fileName: 'a.mp4', failures: { bitrate: null } }])).toBeNull();
  expect(
    videoFormErrors([
      { fileName: 'a.mp4', failures: { bitrate: 'slow', framerate: null } },
      { fileName: 'b.mp4', failures: { bitrate: 'fast', framerate: 'odd' } },
    ]),
  ).toEqual({
    invalidBitrate: [
      { fileName: 'a.mp4', message: 'slow' },
      { fileName: 'b.mp4', message: 'fast' },
    ],
    invalidFramerate: [{ fileName: 'b.mp4', message: 'odd' }],
  });
});

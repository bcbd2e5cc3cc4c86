import fs from 'node:fs/promises';
import path from 'node:path';
import {
  inputOf,
  longestKeyframeGap,
  probeVideo,
  runFfmpeg,
  type FfmpegTools,
  type VideoProbe,
} from './ffmpeg.js';
import { makeImagePreviews, type ImagePreview } from './image-previews.js';
import {
  MAX_COPY_BYTES,
  MAX_POSTER_BYTES,
  MAX_VIDEO_SECONDS,
  POSTER_TIME_LIMIT_MS,
  transcodeTimeLimitMs,
} from './limits.js';
import { indexFirst } from './mp4-boxes.js';

// A video's previews (issue 30): a poster frame (as an image's previews: AVIF, WebP and JPEG at
// 480, 960 and 1920 px), and copies every browser plays (H.264 and AAC in an MP4 whose index comes
// first) no larger than 1920 × 1080, and 1280 × 720 for small screens, from anything ffmpeg
// reads (ProRes, HEVC, WebM, MXF…). A video that already plays everywhere at those sizes is used
// as it is. Nothing is decoded before the probe has found the file one plain video within the
// limits (`ffmpeg.ts`, `limits.ts`).

/** The boxes the copies fit in, largest first: full HD, and 720p for small screens. */
export const VIDEO_COPY_BOXES = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const;

/**
 * The encoder's settings. 'superfast' makes a 1080p master's two copies at 1.2× real time on two
 * cores ('veryfast': 0.9×, with files about 40 % smaller); CRF 23 is x264's default quality.
 */
const H264 = ['-c:v', 'libx264', '-preset', 'superfast', '-crf', '23', '-profile:v', 'high'];
const AAC = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];

/**
 * A review player steps and seeks frame by frame, and a browser decodes a seek from the keyframe
 * before it: copies get one every half second (a seek decodes at most 12 frames at 24 fps, not
 * the whole file), and an original plays as it is only with none more than a second apart.
 */
const COPY_KEYFRAME_SECONDS = 0.5;
export const MAX_KEYFRAME_GAP_SECONDS = 1;

/** One web copy, made in the work folder. */
export interface VideoCopy {
  width: number;
  height: number;
  file: string;
}

/** A video's previews: its poster's, its copies, and what the original is. */
export interface MadeVideoPreviews {
  width: number;
  height: number;
  duration: number;
  poster: ImagePreview[];
  copies: VideoCopy[];
  /** The original plays in every browser as it is (it is the full-size copy). */
  playsAsItIs: boolean;
  /** The probe's frame rate and start timecode (`VideoProbe`). */
  timing: Pick<VideoProbe, 'frameRate' | 'startTimecode'>;
}

/** Options of making them. */
export interface VideoPreviewRun {
  signal?: AbortSignal;
  /** How far the copies have got, from 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** `width` × `height` scaled down to fit `box` (never up), each side even (as H.264 needs). */
export function fitIn(width: number, height: number, box: { width: number; height: number }) {
  const scale = Math.min(1, box.width / width, box.height / height);
  const even = (value: number) => Math.max(2, 2 * Math.round((value * scale) / 2));
  return { width: even(width), height: even(height) };
}

/** Whether a video plays in every browser as it is, at no more than full HD. */
export async function playsEverywhere(video: VideoProbe, file: string) {
  const full = VIDEO_COPY_BOXES[0];
  return (
    video.codec === 'h264' &&
    video.pixelFormat === 'yuv420p' &&
    video.width <= full.width &&
    video.height <= full.height &&
    (video.audioCodec === null || video.audioCodec === 'aac') &&
    (await indexFirst(file))
  );
}

/** The copies a video needs: each box it does not fit already, except what plays as it is. */
export function copiesNeeded(video: VideoProbe, playsAsItIs: boolean) {
  return VIDEO_COPY_BOXES.filter((box, index) =>
    index === 0 ? !playsAsItIs : video.width > box.width || video.height > box.height,
  ).map((box) => fitIn(video.width, video.height, box));
}

/** A frame a tenth of the way in (at most 10 s), as PNG bytes. */
function posterFrame(tools: FfmpegTools, input: string, video: VideoProbe, run: VideoPreviewRun) {
  const at = Math.min(video.duration / 10, 10).toFixed(3);
  return runFfmpeg(
    tools,
    [
      ...['-ss', at, ...inputOf(input, video.demuxer)],
      ...['-frames:v', '1', '-an', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    ],
    {
      signal: run.signal,
      stdout: 'bytes',
      timeLimitMs: POSTER_TIME_LIMIT_MS,
      maxStdoutBytes: MAX_POSTER_BYTES,
    },
  );
}

/**
 * Makes a video's previews; the copies are written to `workDir` (which exists). Throws
 * `RefusedVideo` (from the probe) for a file that is not a video the portal plays, ffmpeg's
 * error for any other failure (a time or size limit passed among them).
 */
export async function makeVideoPreviews(
  tools: FfmpegTools,
  input: string,
  workDir: string,
  run: VideoPreviewRun = {},
): Promise<MadeVideoPreviews> {
  const video = await probeVideo(tools, input);
  let frame = await posterFrame(tools, input, video, run);
  // A file that ends before its stated length: its first frame.
  if (frame.length === 0) frame = await posterFrame(tools, input, { ...video, duration: 0 }, run);
  const poster = (await makeImagePreviews(frame)).previews;
  const playsAsItIs =
    (await playsEverywhere(video, input)) &&
    (await longestKeyframeGap(tools, input, video)) <= MAX_KEYFRAME_GAP_SECONDS;
  const sizes = copiesNeeded(video, playsAsItIs);
  const copies = sizes.map((size) => ({
    ...size,
    file: path.join(workDir, `${size.height}p.mp4`),
  }));
  if (copies.length > 0) {
    // One decode for every copy: the frames are split, each branch scaled and encoded.
    const split = `[0:v:0]split=${copies.length}${copies.map((_, i) => `[v${i}]`).join('')}`;
    const scaled = copies.map((c, i) => `[v${i}]scale=${c.width}:${c.height}[s${i}]`);
    const outputs = copies.flatMap((copy, i) => [
      ...['-map', `[s${i}]`, '-map', '0:a:0?'],
      ...H264,
      ...['-force_key_frames', `expr:gte(t,n_forced*${COPY_KEYFRAME_SECONDS})`],
      ...['-pix_fmt', 'yuv420p', ...AAC, '-movflags', '+faststart'],
      // A file longer than it says, or a copy larger than any of a real video, is cut short.
      ...['-t', String(MAX_VIDEO_SECONDS), '-fs', String(MAX_COPY_BYTES), copy.file],
    ]);
    await runFfmpeg(
      tools,
      [
        ...inputOf(input, video.demuxer),
        '-filter_complex',
        [split, ...scaled].join(';'),
        ...outputs,
      ],
      {
        signal: run.signal,
        timeLimitMs: transcodeTimeLimitMs(video.duration),
        onProgress: (seconds) =>
          video.duration > 0 && run.onProgress?.(Math.min(1, seconds / video.duration)),
      },
    );
    for (const copy of copies) {
      if ((await fs.stat(copy.file)).size >= MAX_COPY_BYTES)
        throw new Error('A copy was cut short.');
    }
  }
  return {
    width: video.width,
    height: video.height,
    duration: video.duration,
    poster,
    copies,
    playsAsItIs,
    timing: { frameRate: video.frameRate, startTimecode: video.startTimecode },
  };
}

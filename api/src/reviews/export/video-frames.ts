import { inputOf, runFfmpeg, type FfmpegTools, type VideoProbe } from '../../previews/ffmpeg.js';
import { MAX_POSTER_BYTES, POSTER_TIME_LIMIT_MS } from '../../previews/limits.js';
import { STILL_WIDTH } from './picture-crops.js';

// The frames a video's threads are pinned to, as PNG, `STILL_WIDTH` wide. ffmpeg is run as the
// poster frame is (`video-previews.ts`: contained, its time limit, a cap on what it pipes out),
// one run for the frames close together: a seek decodes from the keyframe before it (a render's
// are often 10 s apart, or only at the start), so one run through a few seconds costs about what
// one seek does, and far less than a seek per note.

/** The most seconds of video one run decodes past its first frame. */
const RUN_SECONDS = 5;
/** The most frames one run pipes out. */
const RUN_FRAMES = 24;

/** A 360° view's direction and zoom, as its pin holds them (radians, Photo Sphere Viewer's 0–100). */
export type View = { yaw: number; pitch: number; zoom: number };

/** Runs `task` in its turn (at most a few ffmpeg at once). */
export type Turn = <T>(task: () => Promise<T>) => Promise<T>;

/** Frames made in one run: the frames (sorted), how many threads still want one, the run. */
interface Group {
  frames: number[];
  left: number;
  run?: Promise<Map<number, Buffer>>;
}

/**
 * The frames of one probed video that threads are pinned to, each made once: planned from every
 * frame asked for (`frames`, one entry a thread), run lazily group by group, and each group's
 * pictures let go once its threads have had them.
 */
export class VideoFrames {
  private readonly groups = new Map<number, Group>();

  constructor(
    private readonly tools: FfmpegTools,
    private readonly file: string,
    private readonly probe: VideoProbe,
    private readonly rate: number,
    frames: readonly number[],
    private readonly turn: Turn,
  ) {
    let group: Group | null = null;
    for (const frame of [...frames].sort((a, b) => a - b)) {
      const fits =
        group?.frames.at(-1) === frame ||
        (group !== null &&
          group.frames.length < RUN_FRAMES &&
          (frame - group.frames[0]!) / rate <= RUN_SECONDS);
      if (!group || !fits) group = { frames: [], left: 0 };
      if (group.frames.at(-1) !== frame) group.frames.push(frame);
      group.left++;
      this.groups.set(frame, group);
    }
  }

  /** Frame `n` (counted from 0), or null past the video's end. */
  async frame(n: number): Promise<Buffer | null> {
    const group: Group = this.groups.get(n) ?? { frames: [n], left: 1 };
    group.run ??= this.turn(() => this.run(group.frames));
    try {
      return (await group.run).get(n) ?? null;
    } finally {
      // Its pictures go once every thread of the group has had its own.
      if (--group.left <= 0) delete group.run;
    }
  }

  /**
   * The frames of a group in one run, picked by time: each frame-long span around a frame's time
   * after the seek (`at`), meeting between frames, never on one, so rounding moves none into its
   * neighbour's. When the run does not give one picture a frame (the file's own rate is not the
   * one the pins were counted at, or it ends sooner), each frame gets a seek of its own instead.
   */
  private async run(frames: number[]) {
    const scale = `scale=${STILL_WIDTH}:-2`;
    const seek = this.seekTo(frames[0]!);
    const half = 0.5 / this.rate;
    const span = (n: number) => {
      const at = n / this.rate - seek;
      return `gte(t\\,${(at - half).toFixed(6)})*lt(t\\,${(at + half).toFixed(6)})`;
    };
    const select = `select='${frames.map(span).join('+')}'`;
    const pngs = await this.extract(seek, `${select},${scale}`, frames.length);
    if (pngs.length === frames.length || frames.length === 1) {
      return new Map(pngs.map((png, i) => [frames[i]!, png]));
    }
    const made = new Map<number, Buffer>();
    for (const n of frames) {
      const [png] = await this.extract(this.seekTo(n), scale, 1);
      if (png) made.set(n, png);
    }
    return made;
  }

  /**
   * Where to seek for frame `n`: ffmpeg keeps the first frame at or after the time it seeks to,
   * so half a frame before the frame's start, where rounding either way still lands on it (the
   * player seeks to its middle, `frameMiddle`: each lands on the same frame).
   */
  private seekTo(n: number) {
    return Math.max(0, (n - 0.5) / this.rate);
  }

  /** Frame `n` seen through a 360° `view` (each view its own run), or null past the end. */
  async view(n: number, view: View): Promise<Buffer | null> {
    const [png] = await this.turn(() => this.extract(this.seekTo(n), viewFilter(view), 1));
    return png ?? null;
  }

  /** The PNGs of up to `count` frames from `seek` (seconds) through `filter`. */
  private async extract(seek: number, filter: string, count: number) {
    const out = await runFfmpeg(
      this.tools,
      [
        ...['-ss', seek.toFixed(6), ...inputOf(this.file, this.probe.demuxer)],
        ...['-an', '-vf', filter, '-fps_mode', 'passthrough', '-frames:v', String(count)],
        ...['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
      ],
      { stdout: 'bytes', timeLimitMs: POSTER_TIME_LIMIT_MS, maxStdoutBytes: MAX_POSTER_BYTES },
    );
    return pngsOf(out);
  }
}

/**
 * The view a 360° pin was seen through, for ffmpeg's v360: Photo Sphere Viewer's vertical field
 * of view (its defaults, which the portal's viewers keep: 90° at zoom 0 to 30° at 100) on a 16:9
 * screen, the shape the still is made in. The viewer's window may have been another shape: a
 * drawing on the view then lands a little off, in proportion.
 */
export function viewFilter({ yaw, pitch, zoom }: View) {
  const degrees = (radians: number) => (radians * 180) / Math.PI;
  const vertical = 90 - (Math.min(100, Math.max(0, zoom)) / 100) * 60;
  const horizontal = degrees(2 * Math.atan(Math.tan((vertical * Math.PI) / 360) * (16 / 9)));
  const height = Math.round((STILL_WIDTH * 9) / 16);
  // v360 turns right and up for positive yaw and pitch, as Photo Sphere Viewer does.
  const angles = `yaw=${degrees(yaw).toFixed(3)}:pitch=${degrees(pitch).toFixed(3)}`;
  const fov = `h_fov=${horizontal.toFixed(3)}:v_fov=${vertical.toFixed(3)}`;
  return `v360=input=e:output=flat:${angles}:${fov}:w=${STILL_WIDTH}:h=${height}`;
}

const PNG_SIGNATURE = 8;

/** PNG files one after another (image2pipe's output), split at each one's IEND chunk. */
export function pngsOf(bytes: Buffer): Buffer[] {
  const pngs: Buffer[] = [];
  let start = 0;
  let at = PNG_SIGNATURE;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') {
      pngs.push(bytes.subarray(start, at));
      start = at;
      at += PNG_SIGNATURE;
    }
  }
  return pngs;
}

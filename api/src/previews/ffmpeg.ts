import { execFile, spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  FFMPEG_MEMORY_BYTES,
  MAX_VIDEO_FPS,
  MAX_VIDEO_FRAMES,
  MAX_VIDEO_PIXELS,
  MAX_VIDEO_SECONDS,
  MAX_VIDEO_SIDE,
  PROBE_TIME_LIMIT_MS,
  VIDEO_DEMUXERS,
  VIDEO_PROTOCOLS,
} from './limits.js';

// ffmpeg and ffprobe, from the machine (Debian's `ffmpeg` package; `FFMPEG_PATH` and
// `FFPROBE_PATH` name others). The API runs without them: videos are then served as uploaded.
// Every run opens only the file it is given (issue 47): the `file` protocol and the accepted
// demuxers only, with a time limit, and a memory limit and no network where this machine allows.

/** The programs, once found, and how they are contained. */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
  /**
   * What each run is started under (`sandboxOf`): `prlimit --as` for its memory and
   * `unshare --net` for no network, where this machine has them.
   */
  sandbox?: string[];
}

/**
 * What a worker's ffmpeg runs at: the lowest priority, so the API's answers (at 0) take a core
 * whenever they need one (at 10, the p99 of an answer during a transcode was 2.2× idle).
 */
export const TRANSCODE_NICENESS = 19;

const answers = (program: string, args = ['-version']) =>
  spawnSync(program, args, { stdio: 'ignore' }).status === 0;

/**
 * The programs every ffmpeg and ffprobe run goes through: `prlimit` caps its address space
 * (`FFMPEG_MEMORY_BYTES`), and `unshare --net` gives it a network namespace of its own with no
 * interface but a down loopback, so nothing it opens can reach a listener (it needs root or
 * user namespaces). Each is left out where it does not work here; the protocol whitelist
 * (`file` only) still holds.
 */
export function sandboxOf(): string[] {
  const memory = answers('prlimit', [`--as=${FFMPEG_MEMORY_BYTES}`, '--', 'true'])
    ? ['prlimit', `--as=${FFMPEG_MEMORY_BYTES}`, '--']
    : [];
  const network = answers('unshare', ['--net', '--', 'true']) ? ['unshare', '--net', '--'] : [];
  return [...memory, ...network];
}

/** ffmpeg and ffprobe when both run on this machine, else null. */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegTools | null {
  const ffmpeg = env.FFMPEG_PATH || 'ffmpeg';
  const ffprobe = env.FFPROBE_PATH || 'ffprobe';
  return answers(ffmpeg) && answers(ffprobe) ? { ffmpeg, ffprobe, sandbox: sandboxOf() } : null;
}

/** The program and arguments of a contained run of `program`. */
function contained(tools: FfmpegTools, program: string, args: string[]) {
  const [command = program, ...rest] = [...(tools.sandbox ?? []), program, ...args];
  return { command, args: rest };
}

/**
 * The environment of a run: glibc's malloc arenas held to two, so the address space a run
 * reserves does not grow with the machine's cores (each arena reserves 64 MB).
 */
const RUN_ENV = { ...process.env, MALLOC_ARENA_MAX: '2' };

/** A file is no video the portal plays (it names why, for the log). */
export class RefusedVideo extends Error {}

/**
 * The options that open `file` for reading with nothing else: only the `file` protocol, only
 * the accepted demuxers, and `demuxer` forced when known (from the probe), so neither the
 * file's name nor its first bytes choose another. `file:` keeps a name from reading as an address.
 */
export const inputOf = (file: string, demuxer?: string) => [
  ...['-protocol_whitelist', VIDEO_PROTOCOLS, '-format_whitelist', VIDEO_DEMUXERS.join(',')],
  ...(demuxer ? ['-f', demuxer] : []),
  ...['-i', `file:${path.resolve(file)}`],
];

/** What the portal needs to know of a video file. */
export interface VideoProbe {
  /** The demuxer that read it, as ffmpeg is told to open it (`-f`). */
  demuxer: string;
  codec: string;
  pixelFormat: string;
  /** As shown (a rotated phone video's sides swapped). */
  width: number;
  height: number;
  /** Seconds (0 when the container does not say). */
  duration: number;
  audioCodec: string | null;
  /** The video's average frames per second (ffprobe's rational, as a number), null when it does not say. */
  frameRate: number | null;
  /** The file's start timecode (`01:00:00:00`, `;` drop-frame), null when it carries none. */
  startTimecode: string | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  duration?: string;
  avg_frame_rate?: string;
  nb_frames?: string;
  disposition?: { attached_pic?: number };
  side_data_list?: { rotation?: number }[];
  tags?: { timecode?: string };
}

interface Probe {
  streams?: ProbeStream[];
  format?: { duration?: string; format_name?: string; tags?: { timecode?: string } };
}

/**
 * Where a file says its timecode starts: the video stream's tag, a QuickTime timecode track's
 * (`tmcd`, a data stream), or the container's; only a well-formed `HH:MM:SS:FF` is kept.
 */
function startTimecodeOf(probe: Probe, video: ProbeStream) {
  const candidates = [
    video.tags?.timecode,
    ...(probe.streams ?? []).map((stream) => stream.tags?.timecode),
    probe.format?.tags?.timecode,
  ];
  return (
    candidates.find((tag) => tag !== undefined && /^\d{2}:\d{2}:\d{2}[:;.]\d{2}$/.test(tag)) ?? null
  );
}

/** A rate as ffprobe writes it ("30000/1001"), 0 when it does not say. */
const rateOf = (rate = '0/0') => {
  const [num = 0, den = 0] = rate.split('/').map(Number);
  return den > 0 ? num / den : 0;
};

/** Throws `RefusedVideo` for a probe of anything but one plain video within the limits. */
function refuseUnless(probe: Probe, video: ProbeStream | undefined): asserts video is ProbeStream {
  const refuse = (why: string) => {
    throw new RefusedVideo(why);
  };
  const format = probe.format?.format_name ?? '';
  // Belt and braces: the whitelist already kept ffprobe to these.
  if (!(VIDEO_DEMUXERS as readonly string[]).includes(format)) refuse(`Demuxer ${format}`);
  // An AVI's GAB2 subtitles are a file in the file, read by a demuxer of its own: the trick
  // behind "HLS inside AVI". ffmpeg 5.1 copies the whitelists to it; a video needs none anyway.
  if (format === 'avi' && probe.streams?.some((s) => s.codec_type === 'subtitle')) {
    refuse('An AVI with subtitles');
  }
  if (!video?.width || !video.height) return refuse('No video stream');
  const { width, height } = video;
  if (Math.max(width, height) > MAX_VIDEO_SIDE || width * height > MAX_VIDEO_PIXELS) {
    refuse(`${width} × ${height} pixels`);
  }
  const duration = Number(probe.format?.duration ?? video.duration ?? 0) || 0;
  if (duration > MAX_VIDEO_SECONDS) refuse(`${duration} s long`);
  if (rateOf(video.avg_frame_rate) > MAX_VIDEO_FPS) refuse(`${video.avg_frame_rate} fps`);
  if (Number(video.nb_frames ?? 0) > MAX_VIDEO_FRAMES) refuse(`${video.nb_frames} frames`);
}

/**
 * Reads a file's first video stream (and audio) with only the accepted demuxers; throws
 * `RefusedVideo` for a file that is not one (a playlist, a concat script, an image sequence…),
 * has none, or is past a limit (`limits.ts`).
 */
export async function probeVideo(tools: FfmpegTools, file: string): Promise<VideoProbe> {
  const run = contained(tools, tools.ffprobe, [
    ...['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format'],
    ...inputOf(file),
  ]);
  const { stdout } = await promisify(execFile)(run.command, run.args, {
    maxBuffer: 8 * 1024 * 1024,
    timeout: PROBE_TIME_LIMIT_MS,
    killSignal: 'SIGKILL',
    env: RUN_ENV,
  }).catch((error: unknown) => {
    throw new RefusedVideo('ffprobe could not read it', { cause: error });
  });
  const probe = JSON.parse(stdout) as Probe;
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  refuseUnless(probe, video);
  const rotation = Math.abs(video.side_data_list?.find((d) => d.rotation)?.rotation ?? 0);
  const sideways = rotation % 180 === 90;
  return {
    demuxer: probe.format!.format_name!.split(',')[0]!,
    codec: video.codec_name ?? '',
    pixelFormat: video.pix_fmt ?? '',
    width: sideways ? video.height! : video.width!,
    height: sideways ? video.width! : video.height!,
    duration: Number(probe.format?.duration ?? video.duration ?? 0) || 0,
    audioCodec: streams.find((s) => s.codec_type === 'audio')?.codec_name ?? null,
    frameRate: rateOf(video.avg_frame_rate) || null,
    startTimecode: startTimecodeOf(probe, video),
  };
}

/** How much of a video `longestKeyframeGap` reads (its keyframes only: quick). */
const KEYFRAMES_READ_SECONDS = 30;

/**
 * The longest stretch (s) without a keyframe in the first 30 s of a video's first stream, its
 * end counted: how far back a seek there may have to decode from.
 */
export async function longestKeyframeGap(tools: FfmpegTools, file: string, video: VideoProbe) {
  const run = contained(tools, tools.ffprobe, [
    ...['-v', 'error', '-select_streams', 'v:0', '-skip_frame', 'nokey'],
    ...['-show_entries', 'frame=pts_time', '-of', 'csv=p=0'],
    ...['-read_intervals', `%+${KEYFRAMES_READ_SECONDS}`],
    ...inputOf(file, video.demuxer),
  ]);
  const { stdout } = await promisify(execFile)(run.command, run.args, {
    maxBuffer: 8 * 1024 * 1024,
    timeout: PROBE_TIME_LIMIT_MS,
    killSignal: 'SIGKILL',
    env: RUN_ENV,
  });
  const times = stdout
    .split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .filter((line) => line !== '')
    .map(Number)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const end = Math.min(video.duration, KEYFRAMES_READ_SECONDS);
  if (times.length === 0) return end;
  let longest = Math.max(0, end - times.at(-1)!);
  for (let i = 1; i < times.length; i += 1) longest = Math.max(longest, times[i]! - times[i - 1]!);
  return longest;
}

/** Options of one ffmpeg run. */
export interface FfmpegRun {
  /** Aborting kills ffmpeg (SIGKILL) and rejects. */
  signal?: AbortSignal;
  /** The seconds of output written so far, as ffmpeg reports them (about twice a second). */
  onProgress?: (seconds: number) => void;
  /** Collects the standard output (a frame piped out) rather than progress. */
  stdout?: 'progress' | 'bytes';
  /** Kills ffmpeg (SIGKILL) and rejects when it runs longer (ms). */
  timeLimitMs: number;
  /** Kills ffmpeg and rejects when its standard output grows past this (bytes). */
  maxStdoutBytes?: number;
}

/**
 * Runs ffmpeg contained (`sandboxOf`) at a lower priority (`TRANSCODE_NICENESS`), resolving with
 * what it wrote to its standard output; rejects with the end of its error output when it fails,
 * or once it passes its time or output limit. Its inputs are opened with `inputOf`.
 */
export function runFfmpeg(tools: FfmpegTools, args: string[], run: FfmpegRun) {
  const progress = run.stdout !== 'bytes';
  return new Promise<Buffer>((resolve, reject) => {
    run.signal?.throwIfAborted();
    const { command, args: commandArgs } = contained(tools, tools.ffmpeg, [
      ...['-nostdin', '-hide_banner', '-loglevel', 'error'],
      ...(progress ? ['-progress', 'pipe:1', '-nostats'] : []),
      ...args,
    ]);
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: RUN_ENV });
    try {
      if (child.pid) os.setPriority(child.pid, TRANSCODE_NICENESS);
    } catch {
      // Not allowed here: it runs at the API's priority.
    }
    const out: Buffer[] = [];
    let outBytes = 0;
    let errors = '';
    let pending = '';
    let overrun: Error | undefined;
    const stop = (why: string) => {
      overrun ??= new Error(`ffmpeg stopped: ${why}`);
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(`over ${run.timeLimitMs} ms`), run.timeLimitMs);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!progress) {
        outBytes += chunk.length;
        if (outBytes > (run.maxStdoutBytes ?? Infinity)) return stop(`over ${outBytes} bytes out`);
        return void out.push(chunk);
      }
      pending += chunk.toString('latin1');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) run.onProgress?.(Number(match[1]) / 1e6);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2000);
    });
    const abort = () => child.kill('SIGKILL');
    run.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, killedBy) => {
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', abort);
      if (run.signal?.aborted) return reject(run.signal.reason);
      if (overrun) return reject(overrun);
      if (code === 0) return resolve(Buffer.concat(out));
      reject(new Error(`ffmpeg failed (${code ?? killedBy}): ${errors.trim()}`));
    });
  });
}

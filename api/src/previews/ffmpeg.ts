import { execFile, spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';

// ffmpeg and ffprobe, from the machine (Debian's `ffmpeg` package; `FFMPEG_PATH` and
// `FFPROBE_PATH` name others). The API runs without them: videos are then served as uploaded.

/** The programs, once found. */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * What a worker's ffmpeg runs at: the lowest priority, so the API's answers (at 0) take a core
 * whenever they need one (at 10, the p99 of an answer during a transcode was 2.2× idle).
 */
export const TRANSCODE_NICENESS = 19;

const answers = (program: string) => spawnSync(program, ['-version']).status === 0;

/** ffmpeg and ffprobe when both run on this machine, else null. */
export function findFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegTools | null {
  const tools = { ffmpeg: env.FFMPEG_PATH || 'ffmpeg', ffprobe: env.FFPROBE_PATH || 'ffprobe' };
  return answers(tools.ffmpeg) && answers(tools.ffprobe) ? tools : null;
}

/** What the portal needs to know of a video file. */
export interface VideoProbe {
  codec: string;
  pixelFormat: string;
  /** As shown (a rotated phone video's sides swapped). */
  width: number;
  height: number;
  /** Seconds (0 when the container does not say). */
  duration: number;
  audioCodec: string | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
  side_data_list?: { rotation?: number }[];
}

/** Reads a file's first video stream (and audio), or throws when it has none ffprobe can read. */
export async function probeVideo(tools: FfmpegTools, file: string): Promise<VideoProbe> {
  const { stdout } = await promisify(execFile)(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file],
    { maxBuffer: 8 * 1024 * 1024 },
  );
  const probe = JSON.parse(stdout) as { streams?: ProbeStream[]; format?: { duration?: string } };
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  if (!video?.width || !video.height) throw new Error('No video stream.');
  const rotation = Math.abs(video.side_data_list?.find((d) => d.rotation)?.rotation ?? 0);
  const sideways = rotation % 180 === 90;
  return {
    codec: video.codec_name ?? '',
    pixelFormat: video.pix_fmt ?? '',
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    duration: Number(probe.format?.duration ?? video.duration ?? 0) || 0,
    audioCodec: streams.find((s) => s.codec_type === 'audio')?.codec_name ?? null,
  };
}

/** Options of one ffmpeg run. */
export interface FfmpegRun {
  /** Aborting kills ffmpeg (SIGKILL) and rejects. */
  signal?: AbortSignal;
  /** The seconds of output written so far, as ffmpeg reports them (about twice a second). */
  onProgress?: (seconds: number) => void;
  /** Collects the standard output (a frame piped out) rather than progress. */
  stdout?: 'progress' | 'bytes';
}

/**
 * Runs ffmpeg at a lower priority (`TRANSCODE_NICENESS`), resolving with what it wrote to its
 * standard output; rejects with the end of its error output when it fails.
 */
export function runFfmpeg(tools: FfmpegTools, args: string[], run: FfmpegRun = {}) {
  const progress = run.stdout !== 'bytes';
  return new Promise<Buffer>((resolve, reject) => {
    run.signal?.throwIfAborted();
    const child = spawn(
      tools.ffmpeg,
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        ...(progress ? ['-progress', 'pipe:1', '-nostats'] : []),
        ...args,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      if (child.pid) os.setPriority(child.pid, TRANSCODE_NICENESS);
    } catch {
      // Not allowed here: it runs at the API's priority.
    }
    const out: Buffer[] = [];
    let errors = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (!progress) return void out.push(chunk);
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
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      run.signal?.removeEventListener('abort', abort);
      if (run.signal?.aborted) return reject(run.signal.reason);
      if (code === 0) return resolve(Buffer.concat(out));
      reject(new Error(`ffmpeg failed (${code ?? killedBy}): ${errors.trim()}`));
    });
  });
}

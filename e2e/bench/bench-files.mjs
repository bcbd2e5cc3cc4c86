// The benches' big files, made once and kept in the temp dir (BENCH_FILES) between runs.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const GB = 1024 ** 3;
export const BENCH_FILES = path.join(os.tmpdir(), 'portal-bench-media');
const CACHE = BENCH_FILES;

/** A ≥2 GB H.264 mp4 (moov at the end, as ffmpeg writes it), made once and kept in the temp dir. */
export function largeVideo() {
  const big = path.join(CACHE, 'bench-2gb-1080p30.mp4');
  if (fs.existsSync(big) && fs.statSync(big).size >= 2 * GB) return big;
  if (spawnSync('ffmpeg', ['-version']).status !== 0) return null;
  fs.mkdirSync(CACHE, { recursive: true });
  const clip = path.join(CACHE, 'clip-10s.mp4');
  const ff = (args) => {
    const run = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
  };
  console.log('Making a 2 GB 1080p30 mp4 for the validation bench (once; kept in the temp dir)…');
  ff([
    ...['-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30,noise=alls=30:allf=t', '-t', '10'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '26M', '-pix_fmt', 'yuv420p', clip],
  ]);
  const loops = Math.ceil((2.05 * GB) / fs.statSync(clip).size);
  ff(['-stream_loop', String(loops - 1), '-i', clip, '-c', 'copy', big]);
  return big;
}

/** A 1 GB file of zeros (sparse: made at once, read at disk-cache speed). */
export function gigabyteFile() {
  const file = path.join(CACHE, 'bench-1gb.zip');
  if (!fs.existsSync(file) || fs.statSync(file).size !== GB) {
    fs.mkdirSync(CACHE, { recursive: true });
    fs.writeFileSync(file, '');
    fs.truncateSync(file, GB);
  }
  return file;
}

// A video master's web copies (issue 30): a 1-minute 1080p ProRes 422 (made once by ffmpeg, a
// test pattern with a light grain, as a denoised render has) uploaded as a Video; the time until
// its poster and copies are made, as a multiple of real time, and meanwhile the API's answers:
// the p99 of GET /api/account/user-state asked 50 times a second, against the same when idle.
// Prints figures; asserts nothing (shared, noisy cores).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiSession, benchProject, uploadFile } from './api-session.mjs';
import { DEMO_USER } from './signed-in.mjs';

const CACHE = path.join(os.tmpdir(), 'portal-bench-media');
const SECONDS = 60;
const CHUNK = 104_857_600;
/** The goals: at least real time, and answers at most twice as slow as idle. */
const GOAL_SPEED = 1;
const GOAL_P99 = 2;

/** The master, made once and kept in the temp dir (null without ffmpeg). */
/**
 * The 60 s ProRes master (made once with ffmpeg, kept in the temp dir), or null without ffmpeg.
 * The bench makes it before the portal starts: making it takes minutes in this process (a
 * `spawnSync`), during which the server closes idle connections the process's fetch would then
 * reuse (ECONNRESET).
 */
export function master() {
  if (spawnSync('ffmpeg', ['-version']).status !== 0) return null;
  const file = path.join(CACHE, `master-1080p-${SECONDS}s-v2.mov`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(CACHE, { recursive: true });
  console.log(`Making a ${SECONDS} s 1080p ProRes master for the transcode bench (once)…`);
  const made = spawnSync(
    'ffmpeg',
    [
      ...['-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', 'testsrc2=size=1920x1080:rate=30,noise=alls=3:allf=t'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(SECONDS)],
      ...['-c:v', 'prores_ks', '-profile:v', '2', '-c:a', 'pcm_s16le', `${file}.part.mov`],
    ],
    { stdio: 'inherit' },
  );
  if (made.status !== 0) throw new Error('ffmpeg could not make the master');
  fs.renameSync(`${file}.part.mov`, file);
  return file;
}

const p99 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1];

/** How long the API's answers are sampled at rest, before the upload. */
const IDLE_MS = 40_000;

/** A signed-in page's pace of requests: one every 20 ms. */
const PACE_MS = 20;

/** Asks for the user state every `PACE_MS` until `until()` says stop; the answers' times. */
async function sampleAnswers(api, until) {
  const times = [];
  while (!(await until())) {
    const started = performance.now();
    await api.call('GET', '/api/account/user-state');
    const took = performance.now() - started;
    times.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PACE_MS - took)));
  }
  return times;
}

/** The figures, or why there are none. */
export async function transcodeBench(url) {
  const file = master();
  if (!file) return { skipped: 'ffmpeg is not installed (apt-get install -y ffmpeg)' };
  const api = await apiSession(url, DEMO_USER.email);
  const {
    projectId,
    posts: [post],
  } = await benchProject(api, 'Bench masters', ['Master']);
  // Idle as long as a transcode takes here (about 40 s): a p99 of the ~500 answers of 10 s is
  // their 5th slowest, too few to set against the ~1,900 answered while transcoding.
  const idleUntil = performance.now() + IDLE_MS;
  const idle = await sampleAnswers(api, async () => performance.now() > idleUntil);
  const { medium } = await uploadFile(api, file, post.id, CHUNK, 'Video');
  const started = performance.now();
  let state;
  let lastCheck = 0;
  const busy = await sampleAnswers(api, async () => {
    if (performance.now() - lastCheck < 500) return false;
    lastCheck = performance.now();
    const project = await api.call('GET', `/api/projects/${projectId}`);
    state = project.posts[0].media.find((m) => m.id === medium.id).preview;
    return state.status === 'ready' || state.status === 'failed';
  });
  const ms = performance.now() - started;
  if (state.status === 'failed') throw new Error(`The transcode failed: ${state.reason}`);
  const speed = (SECONDS * 1000) / ms;
  const ratio = p99(busy) / p99(idle);
  return {
    table: {
      [`${SECONDS} s 1080p ProRes 422 (${(fs.statSync(file).size / 1024 ** 2).toFixed(0)} MB) to its poster and copies (${state.copies.join('p, ')}p)`]:
        {
          time: `${(ms / 1000).toFixed(1)} s`,
          'speed (× real time)': `${speed.toFixed(2)}×${speed < GOAL_SPEED ? ' !' : ''}`,
        },
    },
    answers: {
      'GET /api/account/user-state p99': {
        idle: `${p99(idle).toFixed(1)} ms (${idle.length})`,
        transcoding: `${p99(busy).toFixed(1)} ms (${busy.length})`,
        ratio: `${ratio.toFixed(2)}×${ratio > GOAL_P99 ? ' !' : ''}`,
      },
    },
  };
}

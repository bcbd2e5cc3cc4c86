import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_VIDEO_REQUIREMENTS,
  VIDEO_REQUIREMENT_MESSAGES,
  type VideoRequirements,
} from '@portal/contract';
import { DEMO_ASSETS_DIR } from '../media/file-store.js';
import { postIdOf } from '../test/media-support.js';
import { withTestApp } from '../test/test-app.js';
import { finishUpload, sendChunks, testFile } from '../test/uploads-support.js';
import { VIDEO_REJECTED } from './service.js';

const api = withTestApp();

const projectIdOf = async (name: string) =>
  (
    await api.db
      .selectFrom('projects')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;
const rulesUrl = async (project = 'Bondi Residence') =>
  `/api/projects/${await projectIdOf(project)}/video-requirements`;

const strict: VideoRequirements = {
  resolution: { width: 1920, height: 1080, comparison: 'GreaterThanEqual' },
  bitrate: { targetMbps: 2, marginMbps: 0.1, comparison: 'Exact' },
  framerates: [25],
};

it('answers the defaults until the studio sets rules, and only the studio may set them', async () => {
  const url = await rulesUrl();
  const casey = await api.signedIn('client@example.com');
  const read = await casey.request('GET', url);
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual(DEFAULT_VIDEO_REQUIREMENTS);

  // The client's own ProjectAdmin manages the project, but the rules are the studio's.
  const olivia = await api.signedIn('olivia@harbourco.example.com');
  const refused = await olivia.request('PUT', url, strict);
  expect(refused.statusCode).toBe(403);
  // Studio staff without Project.Manage are refused too.
  const noah = await api.signedIn('noah@lumen.example.com');
  expect((await noah.request('PUT', url, strict)).statusCode).toBe(403);
  // Someone who cannot see the project learns nothing of it.
  const liam = await api.signedIn('liam@southerncross.example.com');
  expect((await liam.request('GET', url)).statusCode).toBe(404);

  const admin = await api.signedIn('admin@example.com');
  const invalid = await admin.request('PUT', url, { ...strict, framerates: [] });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json().errors).toEqual({ Framerates: [VIDEO_REQUIREMENT_MESSAGES.framerates] });
  const written = await admin.request('PUT', url, strict);
  expect(written.statusCode).toBe(200);
  expect(written.json()).toEqual(strict);
  expect((await casey.request('GET', url)).json()).toEqual(strict);
  // Other projects keep the defaults.
  expect((await casey.request('GET', await rulesUrl('Waterfront Pavilion'))).json()).toEqual(
    DEFAULT_VIDEO_REQUIREMENTS,
  );
});

it("checks an uploaded mp4 against the project's rules, and adds it once it passes", async () => {
  // The demo fly-through: 1280x720, 24 fps, about 2.49 Mbps (api/assets/demo/make/).
  const bytes = fs.readFileSync(path.join(DEMO_ASSETS_DIR, 'pavilion-flythrough.mp4'));
  const post = await postIdOf(api.db, 'Circular Quay Offices', 'Lobby concept');
  const file = testFile(post, 'flythrough.mp4', bytes, 1024 * 1024);
  const admin = await api.signedIn('admin@example.com');
  await sendChunks(admin, file);
  const mediaDir = api.started().config.mediaDir;
  const storedFiles = () =>
    fs.existsSync(path.join(mediaDir, 'uploads'))
      ? fs.readdirSync(path.join(mediaDir, 'uploads')).length
      : 0;

  // The spec's defaults: 30 or 60 fps.
  const defaults = await finishUpload(admin, file, 'Video');
  expect(defaults.statusCode).toBe(422);
  expect(defaults.json()).toEqual({
    message: VIDEO_REJECTED,
    errors: { invalidFramerate: ['Video framerate (24.00 fps) must be one of: 30, 60 fps'] },
  });
  const before = storedFiles();

  const url = await rulesUrl('Circular Quay Offices');
  await admin.request('PUT', url, strict);
  const failing = await finishUpload(admin, file, 'Video');
  expect(failing.statusCode).toBe(422);
  expect(failing.json().errors).toEqual({
    invalidResolution: ['Video resolution (1280x720) must be greater than or equal to 1920x1080'],
    invalidBitrate: ['Video bitrate (2.49 Mbps) must be 2 Mbps'],
    invalidFramerate: ['Video framerate (24.00 fps) must be 25 fps'],
  });
  // A refused video adds no medium: its file stays with the upload, for changed rules.
  expect(storedFiles()).toBe(before);

  const fitting: VideoRequirements = {
    resolution: { width: 1280, height: 720, comparison: 'Exact' },
    bitrate: { targetMbps: 3, marginMbps: null, comparison: 'LessThan' },
    framerates: [24, 25],
  };
  await admin.request('PUT', url, fitting);
  const passed = await finishUpload(admin, file, 'Video', { title: 'Lobby fly-through' });
  expect(passed.statusCode).toBe(201);
  expect(passed.json()).toMatchObject({
    mediaType: 'Video',
    title: 'Lobby fly-through',
    contentType: 'video/mp4',
    size: bytes.length,
  });
  expect(storedFiles()).toBe(before + 1);
}, 30_000);

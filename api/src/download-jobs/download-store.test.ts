import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { directoryDownloadStore, type DownloadStore } from './download-store.js';

let dir: string;
let store: DownloadStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-downloads-'));
  store = directoryDownloadStore(path.join(dir, 'downloads'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const folder = () => path.join(dir, 'downloads');

/** Writes the text and ends the stream, as the zip writer does. */
const writeAll = (stream: Writable, content: string) =>
  new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    stream.end(content, resolve);
  });

/** What the store serves for a job, as text (null when nothing). */
async function served(jobId: number) {
  const zip = await store.open(jobId);
  return zip && { size: zip.size, content: await text(zip.stream) };
}

it('serves a zip only once it is committed, under the name the folder has always used', async () => {
  const zip = await store.write(7);
  await writeAll(zip.stream, 'zip bytes');
  expect(await served(7)).toBeNull();
  expect(await store.list()).toEqual([{ jobId: 7, partial: true }]);
  expect(fs.readdirSync(folder())).toEqual(['7.zip.part']);

  expect(await zip.commit()).toBe(9);
  expect(await served(7)).toEqual({ size: 9, content: 'zip bytes' });
  expect(await store.list()).toEqual([{ jobId: 7, partial: false }]);
  expect(fs.readdirSync(folder())).toEqual(['7.zip']);
});

it('leaves nothing behind of a discarded write, finished or not', async () => {
  const open = await store.write(3);
  open.stream.write('half');
  await open.discard();
  expect(open.stream.destroyed).toBe(true);
  const ended = await store.write(4);
  await writeAll(ended.stream, 'all of it');
  await ended.discard();
  await ended.discard();
  expect(await store.list()).toEqual([]);
  expect(await served(3)).toBeNull();
  expect(await served(4)).toBeNull();
});

it('never serves a partial write, and starts a write again afresh', async () => {
  fs.mkdirSync(folder());
  fs.writeFileSync(path.join(folder(), '5.zip.part'), 'left by a worker that died');
  expect(await served(5)).toBeNull();

  const again = await store.write(5);
  await writeAll(again.stream, 'new');
  await again.commit();
  expect(await served(5)).toEqual({ size: 3, content: 'new' });
});

it('keeps serving a zip that is removed while it is read', async () => {
  const zip = await store.write(8);
  await writeAll(zip.stream, 'x'.repeat(200_000));
  await zip.commit();
  const reading = await store.open(8);
  await store.remove(8);
  expect(await served(8)).toBeNull();
  expect((await text(reading!.stream)).length).toBe(200_000);
});

it('lists the zips and partial writes of jobs, and nothing else of the folder', async () => {
  fs.mkdirSync(folder());
  const names = [
    '12.zip',
    '12.zip.part',
    '999998.zip.part',
    'README.txt',
    '007.zip',
    'a.zip',
    '3.zip.tmp',
  ];
  for (const name of names) fs.writeFileSync(path.join(folder(), name), 'x');
  const listed = await store.list();
  expect(listed.sort((a, b) => a.jobId - b.jobId || Number(a.partial) - Number(b.partial))).toEqual(
    [
      { jobId: 12, partial: false },
      { jobId: 12, partial: true },
      { jobId: 999998, partial: true },
    ],
  );
});

it('lists nothing, serves nothing and removes quietly before anything was written', async () => {
  expect(await store.list()).toEqual([]);
  expect(await served(1)).toBeNull();
  await expect(store.remove(1)).resolves.toBeUndefined();
  expect(fs.existsSync(folder())).toBe(false);
});

it('removes a job’s zip and partial write, or only one of them, as often as asked', async () => {
  fs.mkdirSync(folder());
  for (const name of ['1.zip', '1.zip.part', '2.zip', '2.zip.part', '3.zip', '3.zip.part']) {
    fs.writeFileSync(path.join(folder(), name), 'x');
  }
  await store.remove(1);
  await store.remove(1);
  await store.remove(2, 'partial');
  await store.remove(3, 'zip');
  await store.remove(3, 'zip');
  expect(fs.readdirSync(folder()).sort()).toEqual(['2.zip', '3.zip.part']);
});

it('fails to start a write where the folder cannot be written', async () => {
  fs.writeFileSync(folder(), 'not a folder');
  await expect(store.write(1)).rejects.toThrow();
  expect(await store.list()).toEqual([]);
});

it('refuses what is not a job id (it would name another path)', async () => {
  for (const id of [0, -1, 1.5, Number.NaN]) {
    await expect(store.write(id)).rejects.toThrow('Not a job id');
    await expect(store.open(id)).rejects.toThrow('Not a job id');
  }
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from './config.js';

const tempFile = () =>
  path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-config-')), 'db.sqlite');

it('never seeds demo data in production and requires a session secret there', () => {
  const DATABASE_FILE = tempFile();
  expect(() => readConfig({ NODE_ENV: 'production', DATABASE_FILE })).toThrow('SESSION_SECRET');
  const config = readConfig({ NODE_ENV: 'production', DATABASE_FILE, SESSION_SECRET: 's3cret' });
  expect(config).toMatchObject({ production: true, seedDemoData: false, secret: 's3cret' });
});

it('seeds in development and keeps one generated secret across starts', () => {
  const DATABASE_FILE = tempFile();
  const first = readConfig({ DATABASE_FILE });
  const second = readConfig({ DATABASE_FILE });
  expect(first.seedDemoData).toBe(true);
  expect(first.secret).toHaveLength(43);
  expect(second.secret).toBe(first.secret);
});

it('trusts X-Forwarded-For only from the loopback hop unless TRUST_PROXY names others', () => {
  const DATABASE_FILE = tempFile();
  expect(readConfig({ DATABASE_FILE }).trustProxy).toBe('loopback');
  expect(readConfig({ DATABASE_FILE, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  expect(readConfig({ DATABASE_FILE, TRUST_PROXY: ' 10.0.0.0/8, loopback ' }).trustProxy).toBe(
    '10.0.0.0/8,loopback',
  );
  expect(() => readConfig({ DATABASE_FILE, TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
});

it('reads the shutdown deadline, 10 s by default', () => {
  const DATABASE_FILE = tempFile();
  expect(readConfig({ DATABASE_FILE }).shutdownTimeoutMs).toBe(10_000);
  expect(readConfig({ DATABASE_FILE, SHUTDOWN_TIMEOUT_MS: '2500' }).shutdownTimeoutMs).toBe(2500);
  expect(() => readConfig({ DATABASE_FILE, SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
    'SHUTDOWN_TIMEOUT_MS',
  );
});

it('reads the upload settings: folder beside the database, chunk size and file limit', () => {
  const DATABASE_FILE = tempFile();
  const config = readConfig({ DATABASE_FILE });
  expect(config.uploadDir).toBe(path.join(path.dirname(DATABASE_FILE), 'uploads'));
  expect(config.uploadChunkBytes).toBe(104_857_600);
  expect(config.uploadMaxBytes).toBe(20 * 1024 ** 3);
  expect(config.uploadCleanupIntervalMs).toBe(3_600_000);
  const set = readConfig({ DATABASE_FILE, UPLOAD_CHUNK_BYTES: '8388608', UPLOAD_MAX_BYTES: '1e9' });
  expect(set).toMatchObject({ uploadChunkBytes: 8_388_608, uploadMaxBytes: 1e9 });
  // Each chunk is an S3 part with a media bucket, and S3 takes none under 5 MiB but the last.
  expect(() =>
    readConfig({ DATABASE_FILE, UPLOAD_CHUNK_BYTES: '1048576', MEDIA_STORE_URL: 's3://media' }),
  ).toThrow('UPLOAD_CHUNK_BYTES must be from 5242880 to 104857600 with MEDIA_STORE_URL.');
  expect(() => readConfig({ DATABASE_FILE, UPLOAD_CHUNK_BYTES: '1024' })).toThrow(
    'UPLOAD_CHUNK_BYTES',
  );
  expect(() => readConfig({ DATABASE_FILE, UPLOAD_MAX_BYTES: 'lots' })).toThrow('UPLOAD_MAX_BYTES');
});

it('reads where the zips go, shared by every process, and how long a job’s lease lasts', () => {
  const DATABASE_FILE = tempFile();
  expect(readConfig({ DATABASE_FILE })).toMatchObject({
    downloadDir: path.join(path.dirname(DATABASE_FILE), 'downloads'),
    downloadJobLeaseMs: 30_000,
  });
  const shared = path.join(path.dirname(DATABASE_FILE), 'shared', 'zips');
  expect(
    readConfig({ DATABASE_FILE, DOWNLOAD_DIR: shared, DOWNLOAD_JOB_LEASE_MS: '3000' }),
  ).toMatchObject({ downloadDir: shared, downloadJobLeaseMs: 3000 });
  expect(fs.existsSync(shared)).toBe(true);
  expect(() => readConfig({ DATABASE_FILE, DOWNLOAD_JOB_LEASE_MS: 'soon' })).toThrow(
    'DOWNLOAD_JOB_LEASE_MS',
  );
});

it('works on one preview job at a time per process unless PREVIEW_WORKERS says more (or none)', () => {
  const DATABASE_FILE = tempFile();
  expect(readConfig({ DATABASE_FILE }).previewWorkers).toBe(1);
  expect(readConfig({ DATABASE_FILE, PREVIEW_WORKERS: '2' }).previewWorkers).toBe(2);
  expect(readConfig({ DATABASE_FILE, PREVIEW_WORKERS: '0' }).previewWorkers).toBe(0);
  expect(() => readConfig({ DATABASE_FILE, PREVIEW_WORKERS: '-1' })).toThrow('PREVIEW_WORKERS');
});

it('runs the background work in the API process unless BACKGROUND_WORK is off', () => {
  const DATABASE_FILE = tempFile();
  expect(readConfig({ DATABASE_FILE }).backgroundWork).toBe(true);
  expect(readConfig({ DATABASE_FILE, BACKGROUND_WORK: '0' }).backgroundWork).toBe(false);
  expect(readConfig({ DATABASE_FILE, BACKGROUND_WORK: 'false' }).backgroundWork).toBe(false);
  expect(readConfig({ DATABASE_FILE, BACKGROUND_WORK: '1' }).backgroundWork).toBe(true);
  expect(() => readConfig({ DATABASE_FILE, BACKGROUND_WORK: 'no' })).toThrow('BACKGROUND_WORK');
});

it('uses PostgreSQL when DATABASE_URL is a postgres URL, else the SQLite file', () => {
  const DATABASE_FILE = tempFile();
  expect(readConfig({ DATABASE_FILE }).databaseUrl).toBeUndefined();
  expect(readConfig({ DATABASE_FILE, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  const url = 'postgres://portal@db.internal:5432/portal';
  expect(readConfig({ DATABASE_FILE, DATABASE_URL: url })).toMatchObject({
    databaseUrl: url,
    databaseFile: DATABASE_FILE,
  });
  expect(() => readConfig({ DATABASE_FILE, DATABASE_URL: 'mysql://db/portal' })).toThrow(
    'DATABASE_URL',
  );
  expect(() => readConfig({ DATABASE_FILE, DATABASE_URL: 'portal' })).toThrow('DATABASE_URL');
});

it('keeps this portal’s Redis keys and channels under REDIS_PREFIX, portal: by default', () => {
  const DATABASE_FILE = tempFile();
  expect(readConfig({ DATABASE_FILE }).redisPrefix).toBe('portal:');
  expect(readConfig({ DATABASE_FILE, REDIS_PREFIX: 'staging:' }).redisPrefix).toBe('staging:');
});

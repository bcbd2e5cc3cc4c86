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

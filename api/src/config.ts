import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CHUNK_SIZE, MAX_CHUNK_SIZE, MIN_CHUNK_SIZE } from '@portal/contract';
import {
  readExternalProviders,
  type ExternalProviderConfig,
} from './account/external/providers-config.js';
import { S3_MIN_PART_BYTES, s3LocationOf, type S3Location } from './media/store-location.js';

/** Settings of the API, read from the environment with safe development defaults. */
export interface ApiConfig {
  port: number;
  production: boolean;
  /**
   * PostgreSQL (DATABASE_URL, postgres:// or postgresql://; empty is unset): with it the data
   * lives there, else in the SQLite file below.
   */
  databaseUrl?: string;
  /** The SQLite file (DATABASE_FILE); its folder holds media, uploads, downloads and mail either way. */
  databaseFile: string;
  /** Signs anti-forgery tokens; generated once and kept in the data folder in development. */
  secret: string;
  /** Seed demo clients, users and projects on first start (never in production). */
  seedDemoData: boolean;
  appVersion: string;
  /** The portal's address, for links in e-mails. */
  publicUrl: string;
  /** SMTP server (e.g. smtp://user:pass@host:587); without it mail is written to mailDir. */
  smtpUrl?: string;
  mailDir: string;
  ionKey: string;
  applicationInsightsConnectionString: string;
  /** OpenID Connect providers offered on the login modal (OIDC_PROVIDERS, a JSON array). */
  externalProviders: ExternalProviderConfig[];
  /** Days a finished download and its zip are kept (DOWNLOAD_RETENTION_DAYS, default 7). */
  downloadRetentionDays: number;
  /**
   * The proxy hops whose X-Forwarded-For is believed (TRUST_PROXY: addresses, CIDR ranges or
   * `loopback`, `linklocal`, `uniquelocal`, comma-separated; `none`). Default `loopback`: the
   * bundle servers on this machine, which name the visitor; anyone else is taken at its own
   * address, so a visitor cannot choose the address the sign-in limits and the audit see.
   */
  trustProxy: string | false;
  /** How long a stop (SIGTERM) waits for open requests before it cuts them (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** Where stored media files live (MEDIA_DIR, default `media/` beside the database). */
  mediaDir: string;
  /**
   * The S3 bucket (and prefix) media live in instead (MEDIA_STORE_URL, `s3://<bucket>[/<prefix>]`,
   * with the AWS SDK's AWS_ENDPOINT_URL, AWS_REGION and keys); null: MEDIA_DIR.
   */
  mediaStore: S3Location | null;
  /**
   * Hosts the studio's own ('Internal') Pixel Streams may come from (PIXEL_STREAM_INTERNAL_HOSTS,
   * comma-separated, `*.` for any subdomain; default the portal's own host and this computer).
   */
  pixelStreamInternalHosts: string[];
  /** Where chunks of uploads in progress live (UPLOAD_DIR, default `uploads/` beside the database). */
  uploadDir: string;
  /**
   * Where download jobs write their zips (DOWNLOAD_DIR, default `downloads/` beside the
   * database). Like MEDIA_DIR and UPLOAD_DIR, a folder every API process must share.
   */
  downloadDir: string;
  /**
   * How long a download job's worker holds it without renewing (DOWNLOAD_JOB_LEASE_MS, default
   * 30 s): a job whose process died is packed by another once this has passed.
   */
  downloadJobLeaseMs: number;
  /**
   * How many preview jobs (a picture's, a video's transcode, a PDF's page) one process works on
   * at once (PREVIEW_WORKERS, default 1; 0: none), each at a lower priority than the answers.
   */
  previewWorkers: number;
  /**
   * Whether an API process runs the background work itself (BACKGROUND_WORK, default on; `0` or
   * `false`: off): the preview workers, the packing of download jobs and their sweep, the mail
   * outbox's sender and the 07:00 clocks. Off, worker processes (`worker-main.ts`) do it all and
   * the API only queues (and announces) the jobs. The worker process itself ignores it.
   */
  backgroundWork: boolean;
  /** The chunk size the uploader is told to send (UPLOAD_CHUNK_BYTES, default 100 MB). */
  uploadChunkBytes: number;
  /** The largest file a chunked upload may announce (UPLOAD_MAX_BYTES, default 20 GiB). */
  uploadMaxBytes: number;
  /** How often abandoned uploads are swept (UPLOAD_CLEANUP_INTERVAL_MS, default hourly). */
  uploadCleanupIntervalMs: number;
  /**
   * Engagement enquiries an hour: per network address (ENQUIRY_LIMIT_PER_ADDRESS, default 5) and
   * from everyone together (ENQUIRY_LIMIT_TOTAL, default 50).
   */
  enquiryLimits: { perAddress: number; total: number };
  /**
   * Redis (REDIS_URL, e.g. redis://127.0.0.1:6379; empty is unset): with it, the notifications
   * hub fans out through Redis and its connection tokens are single use across API processes.
   */
  redisUrl?: string;
  /**
   * What every Redis key and channel of this portal starts with (REDIS_PREFIX, default
   * `portal:`): two portals sharing one Redis must each have their own, or one's notifications
   * and limits would reach the other's users.
   */
  redisPrefix: string;
}

function readHostList(value: string | undefined, publicUrl: string) {
  const listed = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return listed.length > 0
    ? listed
    : [...new Set([new URL(publicUrl).hostname, 'localhost', '127.0.0.1'])];
}

function readTrustProxy(value: string | undefined): string | false {
  const list = (value ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0 || (list.length === 1 && list[0]!.toLowerCase() === 'none')) return false;
  if (list.some((entry) => ['true', '*', 'all'].includes(entry.toLowerCase()))) {
    // Trusting every hop is what let visitors pick their own address (throttling, audit).
    throw new Error('TRUST_PROXY must name the proxies (addresses, ranges, loopback) or be none.');
  }
  return list.join(',');
}

function readMilliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of milliseconds.`);
  }
  return parsed;
}

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a positive whole number.`);
  }
  return parsed;
}

/** A count that may be 0 (a number of workers). */
function readCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number (0 or more).`);
  }
  return parsed;
}

/** An on/off setting: `1`/`true` or `0`/`false`, anything else stops the start. */
function readSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  const given = value.trim().toLowerCase();
  if (given === '1' || given === 'true') return true;
  if (given === '0' || given === 'false') return false;
  throw new Error(`${name} must be 1 or 0 (true or false), not "${value}".`);
}

/** The chunk size to send: within the contract's bounds, since the API refuses any other. */
function readChunkBytes(value: string | undefined, inS3: boolean) {
  const bytes = readPositiveInteger('UPLOAD_CHUNK_BYTES', value, DEFAULT_CHUNK_SIZE);
  // Each chunk is an S3 part there, and S3 takes none smaller but the last.
  const least = inS3 ? S3_MIN_PART_BYTES : MIN_CHUNK_SIZE;
  if (bytes < least || bytes > MAX_CHUNK_SIZE) {
    const where = inS3 ? ' with MEDIA_STORE_URL' : '';
    throw new Error(`UPLOAD_CHUNK_BYTES must be from ${least} to ${MAX_CHUNK_SIZE}${where}.`);
  }
  return bytes;
}

/** DATABASE_URL: a PostgreSQL URL, checked here so a typo stops the start with the variable named. */
function readDatabaseUrl(value: string | undefined) {
  if (!value) return undefined;
  let protocol: string;
  try {
    protocol = new URL(value).protocol;
  } catch {
    throw new Error('DATABASE_URL must be a URL like postgres://user@host:5432/database.');
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new Error('DATABASE_URL must be a postgres:// URL (without it the API uses SQLite).');
  }
  return value;
}

/** 20 GiB: the spec's largest renders with room to spare; UPLOAD_MAX_BYTES changes it. */
const DEFAULT_UPLOAD_MAX_BYTES = 20 * 1024 ** 3;

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The folder of finished archives when DOWNLOAD_DIR is not set: beside the database file. */
export const defaultDownloadDir = (databaseFile: string) =>
  path.join(path.dirname(databaseFile), 'downloads');

/** Reads the configuration; in production a missing SESSION_SECRET is an error. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  // Relative to the working directory: `pnpm --filter api start` runs in api/, so api/data/.
  const databaseFile = path.resolve(env.DATABASE_FILE ?? path.join('data', 'portal.sqlite'));
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  if (production && !env.SESSION_SECRET) {
    throw new Error('SESSION_SECRET must be set when NODE_ENV=production.');
  }
  const publicUrl = (env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const mediaDir = path.resolve(env.MEDIA_DIR ?? path.join(path.dirname(databaseFile), 'media'));
  fs.mkdirSync(mediaDir, { recursive: true });
  const uploadDir = path.resolve(
    env.UPLOAD_DIR ?? path.join(path.dirname(databaseFile), 'uploads'),
  );
  fs.mkdirSync(uploadDir, { recursive: true });
  const downloadDir = path.resolve(env.DOWNLOAD_DIR ?? defaultDownloadDir(databaseFile));
  fs.mkdirSync(downloadDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 5050),
    production,
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    databaseFile,
    secret: env.SESSION_SECRET ?? developmentSecret(path.dirname(databaseFile)),
    seedDemoData: !production && env.SEED_DEMO_DATA !== 'false',
    appVersion: env.APP_VERSION ?? '0.1.0',
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: path.join(path.dirname(databaseFile), 'mail'),
    ionKey: env.IONKEY ?? '',
    applicationInsightsConnectionString: env.APPLICATIONINSIGHTS_CONNECTION_STRING ?? '',
    externalProviders: readExternalProviders(env.OIDC_PROVIDERS),
    downloadRetentionDays: Number(env.DOWNLOAD_RETENTION_DAYS || 7),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    shutdownTimeoutMs: readMilliseconds('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    mediaDir,
    mediaStore: env.MEDIA_STORE_URL ? s3LocationOf(env.MEDIA_STORE_URL) : null,
    pixelStreamInternalHosts: readHostList(env.PIXEL_STREAM_INTERNAL_HOSTS, publicUrl),
    uploadDir,
    downloadDir,
    downloadJobLeaseMs: readPositiveInteger(
      'DOWNLOAD_JOB_LEASE_MS',
      env.DOWNLOAD_JOB_LEASE_MS,
      30_000,
    ),
    previewWorkers: readCount('PREVIEW_WORKERS', env.PREVIEW_WORKERS, 1),
    backgroundWork: readSwitch('BACKGROUND_WORK', env.BACKGROUND_WORK, true),
    uploadChunkBytes: readChunkBytes(env.UPLOAD_CHUNK_BYTES, Boolean(env.MEDIA_STORE_URL)),
    uploadMaxBytes: readPositiveInteger(
      'UPLOAD_MAX_BYTES',
      env.UPLOAD_MAX_BYTES,
      DEFAULT_UPLOAD_MAX_BYTES,
    ),
    uploadCleanupIntervalMs: readPositiveInteger(
      'UPLOAD_CLEANUP_INTERVAL_MS',
      env.UPLOAD_CLEANUP_INTERVAL_MS,
      60 * 60 * 1000,
    ),
    enquiryLimits: {
      perAddress: readPositiveInteger(
        'ENQUIRY_LIMIT_PER_ADDRESS',
        env.ENQUIRY_LIMIT_PER_ADDRESS,
        5,
      ),
      total: readPositiveInteger('ENQUIRY_LIMIT_TOTAL', env.ENQUIRY_LIMIT_TOTAL, 50),
    },
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'portal:',
  };
}

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** One telemetry item as the Application Insights SDK posts it (an envelope). */
export interface TelemetryEnvelope {
  name: string;
  iKey?: string;
  tags?: Record<string, string>;
  data?: {
    baseType?: string;
    baseData?: {
      name?: string;
      url?: string;
      properties?: Record<string, string>;
      measurements?: Record<string, number>;
    };
  };
}

/** The test connection string's instrumentation key. */
export const TEST_INSTRUMENTATION_KEY = '00000000-0000-0000-0000-000000000000';

/** A self-signed certificate for 127.0.0.1 (the page's CSP allows `https:` endpoints only). */
function selfSignedCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ingestion-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Reads the envelopes of a POST body: a JSON array, one envelope, or newline-delimited JSON. */
export function envelopesOf(body: string): TelemetryEnvelope[] {
  const text = body.trim();
  if (text === '') return [];
  try {
    const parsed = JSON.parse(text) as TelemetryEnvelope | TelemetryEnvelope[];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as TelemetryEnvelope);
  }
}

/**
 * A local Application Insights ingestion endpoint over HTTPS on a free port: it answers CORS
 * preflights, records what the real SDK posts to /v2/track (XHR, fetch or sendBeacon) and accepts
 * it as the service does. The page must ignore the certificate (`ignoreHTTPSErrors`).
 */
export async function startIngestion() {
  const envelopes: TelemetryEnvelope[] = [];
  const requests: string[] = [];
  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    response.setHeader(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? 'content-type',
    );
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(body);
      let received = 0;
      if (request.method === 'POST' && request.url?.startsWith('/v2/track')) {
        const items = envelopesOf(body.toString('utf8'));
        envelopes.push(...items);
        received = items.length;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ itemsReceived: received, itemsAccepted: received, errors: [] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `https://127.0.0.1:${port}/`;
  return {
    endpoint,
    connectionString: `InstrumentationKey=${TEST_INSTRUMENTATION_KEY};IngestionEndpoint=${endpoint}`,
    /** Every envelope received so far. */
    envelopes,
    /** Every request received so far (`METHOD /path`). */
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

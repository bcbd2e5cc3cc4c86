import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { s3ClientFromEnvironment } from '../media/s3-file-store.js';

/**
 * The S3 server tests use: AWS_ENDPOINT_URL with the AWS SDK's keys (what
 * `scripts/object-store/start-rgw.sh` prints for Ceph's gateway on this machine).
 */
export const TEST_S3_ENDPOINT = process.env.AWS_ENDPOINT_URL ?? '';

// Any HTTP answer will do (an anonymous request is refused); a child process, because Jest
// declares a file's tests synchronously, before any promise could settle.
const PROBE = `
fetch(process.argv[1], { signal: AbortSignal.timeout(2000) })
  .then(() => process.exit(0), () => process.exit(1));
`;

let reachable: boolean | undefined;

/** Whether the test S3 server answers (checked once per test file). */
export function testS3Reachable() {
  reachable ??=
    TEST_S3_ENDPOINT !== '' &&
    spawnSync(process.execPath, ['-e', PROBE, TEST_S3_ENDPOINT]).status === 0;
  return reachable;
}

/**
 * `describe` when the test S3 server answers; otherwise the block is skipped under a title that
 * says why, so the run's summary shows what could not be tested.
 */
export function describeWithS3(name: string, body: () => void) {
  if (testS3Reachable()) return describe(name, body);
  const reason = TEST_S3_ENDPOINT
    ? `no S3 server at ${TEST_S3_ENDPOINT}`
    : 'no AWS_ENDPOINT_URL (scripts/object-store/start-rgw.sh starts one)';
  console.warn(`Skipping '${name}': ${reason}.`);
  return describe.skip(`${name} [SKIPPED: ${reason}]`, body);
}

/**
 * A bucket of the test file's own, made before its tests and emptied and removed after them;
 * `name()` once made.
 */
export function withTestBucket() {
  const bucket = `portal-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const client = s3ClientFromEnvironment();
  beforeAll(async () => {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  });
  afterAll(async () => {
    const keys = await keysIn(bucket);
    if (keys.length > 0) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })) },
        }),
      );
    }
    await client.send(new DeleteBucketCommand({ Bucket: bucket }));
    client.destroy();
  });
  return { bucket, client, keys: () => keysIn(bucket) };

  async function keysIn(name: string) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).flatMap((each) => (each.Key ? [each.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }
}

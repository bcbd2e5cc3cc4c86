// A bucket of the S3 server (AWS_ENDPOINT_URL and the AWS SDK's variables) that a journey or a
// bench makes for itself, lists and removes.
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';

/**
 * A client as the API's: path-style addresses, checksums only where S3 requires them (Ceph's
 * gateway refuses a streamed body's trailing checksum).
 */
export const s3Client = () =>
  new S3Client({
    forcePathStyle: true,
    region: process.env.AWS_REGION || 'us-east-1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/** Makes the bucket `name`; answers its client, `keys()` (sorted) and `remove()` (emptied first). */
export async function makeBucket(name) {
  const client = s3Client();
  await client.send(new CreateBucketCommand({ Bucket: name }));
  const keys = async () => {
    const found = [];
    let token;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: name, ContinuationToken: token }),
      );
      found.push(...(page.Contents ?? []).flatMap((each) => (each.Key ? [each.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort();
  };
  const remove = async () => {
    const left = await keys();
    if (left.length > 0) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket: name,
          Delete: { Objects: left.map((Key) => ({ Key })) },
        }),
      );
    }
    await client.send(new DeleteBucketCommand({ Bucket: name }));
    client.destroy();
  };
  return { name, client, keys, remove };
}

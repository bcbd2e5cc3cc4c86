import type { S3Client } from '@aws-sdk/client-s3';

export function s3Client(): S3Client;
export function makeBucket(name: string): Promise<{
  name: string;
  client: S3Client;
  keys(): Promise<string[]>;
  remove(): Promise<void>;
}>;

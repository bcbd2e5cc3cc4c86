import { Writable } from 'node:stream';
import type { CompletedPart } from '@aws-sdk/client-s3';

/** The parts' size: S3 takes 5 MiB to 5 GiB for every part but the last, and 10,000 parts. */
const PART_BYTES = 8 * 1024 * 1024;
/** Parts grow by PART_BYTES every this many, so 10,000 reach 440 GiB, at most 80 MiB held. */
const PARTS_PER_STEP = 1000;

const partBytesOf = (number: number) => PART_BYTES * Math.ceil(number / PARTS_PER_STEP);

/** Sends one part of a multipart upload; resolves with the part's ETag. */
export type SendPart = (number: number, body: Buffer) => Promise<string | undefined>;

/**
 * A stream that sends what is written to it as the parts of a multipart upload, one at a time
 * (a write waits while a part is sent, so a slow bucket slows the zip, never fills memory). It
 * finishes once its last part is in; completing the upload is its owner's call.
 */
export class PartsWriter extends Writable {
  /** The parts sent so far, in order, as CompleteMultipartUpload lists them. */
  readonly parts: CompletedPart[] = [];
  /** Every byte written. */
  bytes = 0;
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly sendPart: SendPart) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    this.bytes += chunk.length;
    if (this.buffered < partBytesOf(this.parts.length + 1)) return done();
    this.flush().then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void) {
    // An upload needs one part at least, the last may be short.
    if (this.buffered === 0 && this.parts.length > 0) return done();
    this.flush().then(() => done(), done);
  }

  private async flush() {
    const number = this.parts.length + 1;
    const body = Buffer.concat(this.chunks);
    this.chunks = [];
    this.buffered = 0;
    const etag = await this.sendPart(number, body);
    this.parts.push({ PartNumber: number, ETag: etag });
  }
}

import fs from 'node:fs';
import path from 'node:path';

/** Where a job's finished zip lives. */
export const jobFile = (dir: string, jobId: number) => path.join(dir, `${jobId}.zip`);

/** Where a job's zip is written until it is complete (then renamed to `jobFile`). */
export const partFile = (dir: string, jobId: number) => `${jobFile(dir, jobId)}.part`;

/** The job id of a file in the downloads folder (`{id}.zip` or `{id}.zip.part`), or null. */
export function jobIdOfFile(name: string) {
  const match = /^(\d+)\.zip(\.part)?$/.exec(name);
  return match ? { jobId: Number(match[1]), partial: match[2] !== undefined } : null;
}

/** Deletes a file if it is there; a file that cannot be removed is not worth failing over. */
export function removeQuietly(file: string) {
  try {
    fs.rmSync(file, { force: true });
  } catch {
    // Left for the operator (or the next sweep): the job's state, not the disk, is what users see.
  }
}

/** Deletes both files a job can have on disk, the zip and a half-written part. */
export function removeJobFiles(dir: string, jobId: number) {
  removeQuietly(jobFile(dir, jobId));
  removeQuietly(partFile(dir, jobId));
}

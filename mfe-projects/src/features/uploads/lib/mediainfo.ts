import type { MediaInfo } from 'mediainfo.js';
import {
  VIDEO_ANALYSIS_BUDGET_BYTES,
  VIDEO_ANALYSIS_READ_BYTES,
  type VideoAnalysis,
} from '@portal/shared';

/** Where the page loads the analyser's module file from (spec point 7: `/mediainfo/`). */
export const MEDIAINFO_WASM_URL = '/mediainfo/MediaInfoModule.wasm';

/** Options of the mediainfo.js factory this module sets (the rest are the library's). */
type FactoryOptions = { locateFile?: () => string };

/**
 * An analyser of files, reading each 262,144 bytes at a time where mediainfo asks (the header,
 * the index, a few frames), and at most VIDEO_ANALYSIS_BUDGET_BYTES: a large file is never read
 * whole. mediainfo.js (its glue and ~1 MB of
 * wasm, from `/mediainfo/` in the browser) loads when the first file is analysed; its one
 * instance analyses one file at a time, so analyses wait their turn.
 */
export function mediaInfoAnalyser(
  options: FactoryOptions = { locateFile: () => MEDIAINFO_WASM_URL },
) {
  let instance: Promise<MediaInfo<'object'>> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const mediaInfo = () =>
    (instance ??= import('mediainfo.js')
      .then(({ default: mediaInfoFactory }) =>
        mediaInfoFactory({ format: 'object', chunkSize: VIDEO_ANALYSIS_READ_BYTES, ...options }),
      )
      .catch((error: unknown) => {
        instance = null;
        throw error;
      }));
  return (file: Blob): Promise<VideoAnalysis> => {
    let read = 0;
    const run = queue.then(async () =>
      (await mediaInfo()).analyzeData(file.size, async (size, offset) => {
        // Past the budget, the file 'ends': mediainfo finishes with what it has read.
        if (read >= VIDEO_ANALYSIS_BUDGET_BYTES) return new Uint8Array(0);
        const bytes = new Uint8Array(await file.slice(offset, offset + size).arrayBuffer());
        read += bytes.length;
        return bytes;
      }),
    );
    queue = run.catch(() => undefined);
    return run as Promise<VideoAnalysis>;
  };
}

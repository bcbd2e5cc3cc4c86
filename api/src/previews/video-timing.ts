import type { Db } from '../db/database.js';
import type { VideoProbe } from './ffmpeg.js';

/**
 * Keeps what ffprobe read of a video on the medium's row (or its earlier version's: the one
 * whose file was probed): the frame rate as the exact rational it is (30000/1001 where the
 * upload's analysis said 29.970), which review pins count their frames at, and the file's start
 * timecode, which exported markers start from. A rate ffprobe does not know leaves the upload's.
 */
export async function recordVideoTiming(
  db: Db,
  mediaId: number,
  sourceKey: string,
  timing: Pick<VideoProbe, 'frameRate' | 'startTimecode'>,
) {
  const changes = {
    start_timecode: timing.startTimecode,
    ...(timing.frameRate === null ? {} : { frame_rate: timing.frameRate }),
  };
  await db
    .updateTable('media')
    .set(changes)
    .where('id', '=', mediaId)
    .where('file_key', '=', sourceKey)
    .execute();
  await db
    .updateTable('media_versions')
    .set(changes)
    .where('media_id', '=', mediaId)
    .where('file_key', '=', sourceKey)
    .execute();
}

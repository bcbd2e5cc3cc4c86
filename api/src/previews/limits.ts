// Every limit a preview job works within (issue 47): anyone holding an upload link can send a
// file, and each one reaches ffmpeg, sharp, pdf.js or the zip reader. The numbers are in one
// place so they can be weighed together; each says why it is what it is.

/**
 * The demuxers ffprobe and ffmpeg may open, by their names in `ffprobe -demuxers` (ffmpeg 5.1):
 * the containers cameras, editors and renderers write. None of them follows a reference to
 * another file or address; HLS, concat, image sequences and every other demuxer are refused
 * before anything is decoded. (The mov demuxer's external data references stay off: its
 * `enable_drefs` is 0 by default.)
 */
export const VIDEO_DEMUXERS = [
  'mov,mp4,m4a,3gp,3g2,mj2',
  'matroska,webm',
  'avi',
  'mxf',
  'mpegts',
] as const;

/** The only protocol ffmpeg may open: the stored original, a file of this machine. */
export const VIDEO_PROTOCOLS = 'file';

/**
 * The longest side of a video accepted (pixels): 8K DCI is 8192 wide. Past it a frame alone is
 * hundreds of megabytes as the decoder and scaler hold it.
 */
export const MAX_VIDEO_SIDE = 8192;
/** The most pixels a video frame may have: 8K (8192 × 4320), the largest a camera records. */
export const MAX_VIDEO_PIXELS = 8192 * 4320;
/** The longest video accepted (seconds): three hours, a feature-length recording with room. */
export const MAX_VIDEO_SECONDS = 3 * 60 * 60;
/**
 * The highest average frame rate accepted: 300 fps covers high-speed camera footage; a file
 * saying more is a frame-count bomb (thousands of tiny frames a second to decode and encode).
 */
export const MAX_VIDEO_FPS = 300;
/** The most frames a video may say it has: the longest at the highest rate. */
export const MAX_VIDEO_FRAMES = MAX_VIDEO_SECONDS * MAX_VIDEO_FPS;

/** How long ffprobe may read a file (ms): it reads headers and a few packets, in well under 1 s. */
export const PROBE_TIME_LIMIT_MS = 30_000;
/** How long making the poster frame may take (ms): one seek and one decoded frame. */
export const POSTER_TIME_LIMIT_MS = 60_000;
/**
 * How long a transcode may take (ms) for a video `seconds` long: three times its length (the
 * copies are made at about 1.2× real time on two cores at niceness 19, so a busy machine has
 * room), plus a minute to start.
 */
export const transcodeTimeLimitMs = (seconds: number) =>
  60_000 + 3_000 * Math.min(seconds || MAX_VIDEO_SECONDS, MAX_VIDEO_SECONDS);
/**
 * The largest web copy ffmpeg may write (bytes, its `-fs`): three hours of 1080p at CRF 23 is
 * about 3 GB; a copy that reaches this is cut short and the job fails.
 */
export const MAX_COPY_BYTES = 4 * 1024 ** 3;
/** The largest poster frame ffmpeg may pipe out (bytes): an 8K PNG is under 100 MB. */
export const MAX_POSTER_BYTES = 128 * 1024 ** 2;
/**
 * The address space ffmpeg may take (bytes, `prlimit --as`): a 1080p and a 720p x264 encode of
 * an 8K source measured about 1.1 GB here; glibc's per-thread arenas are held to two
 * (`MALLOC_ARENA_MAX`) so the figure does not grow with the machine's cores.
 */
export const FFMPEG_MEMORY_BYTES = 3 * 1024 ** 3;

/**
 * The most pixels sharp decodes (its `limitInputPixels`): a 16K × 8K equirectangular panorama,
 * the largest the portal's viewers show. Its header is read first, so a 50000 × 50000 PNG is
 * refused before a byte of it is inflated.
 */
export const MAX_IMAGE_PIXELS = 16384 * 8192;

/** The most pages a PDF may have to be previewed: well past any design report. */
export const MAX_PDF_PAGES = 2000;
/** The largest PDF read for its preview (bytes): pdf.js holds the whole file in memory. */
export const MAX_PDF_BYTES = 256 * 1024 ** 2;
/** How long pdf.js may take to open a PDF and draw its first page (ms). */
export const PDF_TIME_LIMIT_MS = 60_000;

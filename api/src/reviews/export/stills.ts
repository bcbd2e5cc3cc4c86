import type { Drawing, ReviewThread } from '@portal/contract';
import sharp, { type Sharp } from 'sharp';
import type { FileStore } from '../../media/file-store.js';
import { probeVideo, type FfmpegTools } from '../../previews/ffmpeg.js';
import { boundsOf, drawingSvg, WHOLE, type Region } from './drawing-svg.js';
import { framesOf, rateOf, type ExportedMedium } from './export-model.js';
import { cropAround, pictureOf, STILL_WIDTH } from './picture-crops.js';
import { VideoFrames, type Turn } from './video-frames.js';

// The picture beside each thread of the review report (issue 50): the frame a video's thread is
// pinned to (a 360° video's seen through the pin's view), the part of an image or of a PDF's
// first page around its point, each with the thread's drawing over it. Videos are read by
// ffmpeg from the stored original, probed first as previews are (nothing is decoded from a file
// the probe refuses); pictures from their previews (`picture-crops.ts`). A still panorama, a
// position, the whole medium, a PDF's later pages: none (the report says where instead).

/** A thread's still: a JPEG about 480 px wide, and its size in pixels. */
export interface ThreadStill {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** A thread's still made now, or null when its pin has none (or it cannot be made). */
export type StillOf = (
  thread: ReviewThread,
  drawing: Drawing | null,
) => Promise<ThreadStill | null>;

/** What stills are made from. */
export interface StillSource {
  store: FileStore;
  medium: Pick<ExportedMedium, 'type' | 'frameRate'>;
  /** The stored file of a version of the medium (a thread's `version`); null for none (linked). */
  fileKeyOf: (version: number) => string | null;
  /** ffmpeg and ffprobe, or null when this machine has none (videos then get no stills). */
  tools: FfmpegTools | null;
  /** Told of a still that failed (the report goes on without it), for the log: once an error. */
  onError?: (error: unknown, thread: ReviewThread) => void;
}

/** ffmpeg runs at once: each takes a core while it seeks and decodes. */
const FRAME_RUNS = 2;

/**
 * Runs `work` with a maker of the stills of `threads`, and lets go of what it read once `work`
 * settles: each stored file is brought to this machine once (`withLocalFile`), a video probed
 * once and its frames made in runs planned from every thread (`VideoFrames`), a picture decoded
 * once; at most `FRAME_RUNS` ffmpeg runs at once. A still that fails is null (and `onError`).
 */
export async function withStills<T>(
  source: StillSource,
  threads: readonly ReviewThread[],
  work: (stillOf: StillOf) => Promise<T>,
): Promise<T> {
  const { medium, tools } = source;
  const files = new LocalFiles(source.store);
  const turn = limiter(FRAME_RUNS);
  const videos = new Memo(async (key: string) => {
    const file = await files.pathOf(key);
    const probe = await probeVideo(tools!, file);
    const frames = threads.filter(
      (t) => source.fileKeyOf(t.version) === key && t.anchor.kind === 'time',
    );
    const planned = frames.map((t) => framesOf(t, medium)!.in);
    return new VideoFrames(tools!, file, probe, rateOf(medium), planned, turn);
  });
  const pictures = new Memo((key: string) => pictureOf(source.store, key));
  // A file that fails (a video the probe refuses) fails each of its threads: said once.
  const told = new WeakSet<object>();

  const make = async (thread: ReviewThread, drawing: Drawing | null) => {
    const key = source.fileKeyOf(thread.version);
    const { anchor } = thread;
    const shapes = drawing?.shapes ?? [];
    const frames = framesOf(thread, medium);
    if (key === null) return null;
    if (frames && tools && (medium.type === 'Video' || medium.type === 'PanoramaVideo')) {
      const video = await videos.get(key);
      const png =
        anchor.kind === 'view' ? await video.view(frames.in, anchor) : await video.frame(frames.in);
      return png && overlaid(sharp(png), shapes, WHOLE, null);
    }
    const onPicture =
      medium.type === 'Image' ||
      (medium.type === 'Pdf' && anchor.kind === 'point' && anchor.page === 1);
    if (!onPicture || anchor.kind !== 'point') return null;
    const picture = await pictures.get(key);
    if (!picture) return null;
    const pin = { x: anchor.x, y: anchor.y, width: anchor.width ?? 0, height: anchor.height ?? 0 };
    const crop = cropAround(pin, boundsOf(shapes), picture);
    const image = sharp(picture.pixels, { raw: picture.raw }).extract(crop.pixels);
    return overlaid(image.resize(STILL_WIDTH, crop.height), shapes, crop.region, pin);
  };

  try {
    return await work(async (thread, drawing) => {
      try {
        return await make(thread, drawing);
      } catch (error) {
        if (!(error instanceof Object) || !told.has(error)) source.onError?.(error, thread);
        if (error instanceof Object) told.add(error);
        return null;
      }
    });
  } finally {
    await files.close();
  }
}

/** A picture with the drawing (and a point pin's mark) over the `region` it shows, as JPEG. */
async function overlaid(
  image: Sharp,
  shapes: Drawing['shapes'],
  region: Region,
  pin: Region | null,
): Promise<ThreadStill> {
  // Made to its size first: composite lays its input over the input's size, not the resized one.
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  let still = sharp(data, { raw: { ...size, channels: info.channels } });
  if (shapes.length > 0 || pin) {
    still = still.composite([{ input: drawingSvg(shapes, region, size, pin), top: 0, left: 0 }]);
  }
  const jpeg = await still.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
  return { jpeg, ...size };
}

/** Answers, once per key, what `make` made of it (a failure included). */
class Memo<V> {
  private readonly made = new Map<string, Promise<V>>();
  constructor(private readonly make: (key: string) => Promise<V>) {}
  get(key: string): Promise<V> {
    let value = this.made.get(key);
    if (!value) {
      value = this.make(key);
      // Each caller handles a failure; one nobody asks for again must not go unhandled.
      value.catch(() => undefined);
      this.made.set(key, value);
    }
    return value;
  }
}

/**
 * Stored files held on this machine while stills are made: each key's `withLocalFile` is
 * entered at the first still that needs it, and left at `close`.
 */
class LocalFiles {
  private readonly holds: Promise<unknown>[] = [];
  private release!: () => void;
  private readonly released = new Promise<void>((resolve) => (this.release = resolve));
  private readonly paths: Memo<string>;

  constructor(store: FileStore) {
    this.paths = new Memo(
      (key) =>
        new Promise<string>((resolve, reject) => {
          const hold = store.withLocalFile(key, (path) => {
            resolve(path);
            return this.released;
          });
          this.holds.push(hold.catch(reject));
        }),
    );
  }

  pathOf = (key: string) => this.paths.get(key);

  async close() {
    this.release();
    await Promise.allSettled(this.holds);
  }
}

/** Runs at most `limit` tasks at once; the others wait their turn, in order. */
function limiter(limit: number): Turn {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < limit) active++;
    // A finished task hands its place on (`active` unchanged), so none slips in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

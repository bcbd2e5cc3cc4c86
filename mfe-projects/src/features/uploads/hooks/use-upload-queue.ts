import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  apiTransport,
  cancelUpload,
  isApiError,
  MEDIA_VERSION_MESSAGES,
  UPLOAD_LINK_MESSAGES,
  formatBytes,
  typesInWords,
  uploadFile,
  videoFormErrors,
  type FileProgress,
  type UploadLinkType,
  type UploadTransport,
  type MediaPreview,
  type MediaType,
  type VideoRequirements,
} from '@portal/shared';
import { queryKeys } from '../../../lib/query-keys';
import { analysisOf } from '../lib/analysis';
import { mediaTypesOf } from '../lib/media-type-of';
import { useFollowPreviews } from './use-follow-previews';
import { validateVideos, type FileFailures } from '../lib/validate-videos';

/** Where one picked file is. */
export type QueuedStatus =
  'checking' | 'ready' | 'invalid' | 'uploading' | 'paused' | 'done' | 'failed';

/** One picked file and what has happened to it. */
export interface QueuedFile {
  key: string;
  file: File;
  /** The types it may be added as (the first is chosen until the person picks another). */
  types: readonly MediaType[];
  mediaType: MediaType | null;
  status: QueuedStatus;
  /** The video rules it fails (empty when it passes or is not an mp4). */
  failures: FileFailures;
  progress: FileProgress | null;
  /** Bytes per second over the last few seconds, while uploading. */
  rate: number | null;
  error: string | null;
  /** Once added: its medium, and where its previews stand (followed while they are made). */
  added?: { mediaId: number; preview: MediaPreview | null };
}

/** Said for a file the portal cannot show, and for one too large for the API. */
export const UPLOAD_TEXTS = {
  unsupported: 'This type of file cannot be added to a post.',
  empty: 'This file is empty.',
  failed: 'The upload failed. Try again: what was sent is kept.',
} as const;

/**
 * What an upload link lets through (upload-links/): its kinds of file, and the bytes it can
 * still take (each file picked counts against them); its calls go through `transport`.
 */
export interface LinkLimits {
  allowedTypes: readonly UploadLinkType[];
  remainingBytes: number;
  transport: UploadTransport;
}

const RATE_WINDOW_MS = 4000;
let counter = 0;

/**
 * The files picked in an upload dialog: each checked against the project's video rules as it
 * arrives (before a byte is sent), then uploaded one after another on start, each with its
 * progress and speed; a file may be paused (resumed later from where it stopped), cancelled or
 * retried. Each finished file refreshes the project's page. With `versionOf`, each file becomes
 * the latest version of that medium, and must be of its type.
 */
export function useUploadQueue({
  postId,
  requirements,
  chunkSize,
  maxFileSize,
  formatLimit,
  versionOf,
  link,
}: {
  versionOf?: { id: number; mediaType: MediaType };
  /** Files sent through an upload link: its limits and calls. */
  link?: LinkLimits;
  postId: number;
  requirements: VideoRequirements;
  chunkSize: number;
  maxFileSize: number;
  formatLimit: (bytes: number) => string;
}) {
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const samples = useRef(new Map<string, Array<{ at: number; bytes: number }>>());
  const running = useRef(false);
  const again = useRef(false);
  // When the dialog goes (closed, or the page left), what is uploading stops where it is: the
  // API keeps what it received, and picking the files again resumes them.
  useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  const update = (key: string, change: Partial<QueuedFile>) =>
    setFiles((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  useFollowPreviews(files, link?.transport ?? apiTransport, update);

  const add = (picked: readonly File[]) => {
    // A link's bytes left, less every file already picked that is not refused.
    let left = link
      ? files
          .filter((item) => item.status !== 'invalid')
          .reduce((rest, item) => rest - item.file.size, link.remainingBytes)
      : Infinity;
    const added = picked.map((file): QueuedFile => {
      const fitting = versionOf ? [versionOf.mediaType] : mediaTypesOf(file.name);
      const types = link
        ? fitting.filter((type) => (link.allowedTypes as readonly string[]).includes(type))
        : fitting;
      const error =
        link && fitting.length > 0 && types.length === 0
          ? UPLOAD_LINK_MESSAGES.typeNotAllowed(typesInWords(link.allowedTypes))
          : types.length === 0
            ? UPLOAD_TEXTS.unsupported
            : versionOf && !mediaTypesOf(file.name).includes(versionOf.mediaType)
              ? MEDIA_VERSION_MESSAGES.typeMismatch(versionOf.mediaType)
              : file.size === 0
                ? UPLOAD_TEXTS.empty
                : file.size > maxFileSize
                  ? `A file can be at most ${formatLimit(maxFileSize)}.`
                  : file.size > left
                    ? left <= 0
                      ? UPLOAD_LINK_MESSAGES.full
                      : UPLOAD_LINK_MESSAGES.overLimit(formatBytes(left))
                    : null;
      if (!error) left -= file.size;
      return {
        key: `upload-${(counter += 1)}`,
        file,
        types,
        mediaType: types[0] ?? null,
        status: error ? 'invalid' : 'checking',
        failures: {},
        progress: null,
        rate: null,
        error,
      };
    });
    setFiles((all) => [...all, ...added]);
    const toCheck = added.filter((item) => item.status === 'checking');
    void validateVideos(
      toCheck.map((item) => item.file),
      requirements,
      analysisOf,
    ).then(({ failures }) => {
      for (const item of toCheck) {
        const found = failures.get(item.file) ?? {};
        update(item.key, {
          failures: found,
          status: Object.keys(found).length ? 'invalid' : 'ready',
        });
      }
    });
  };

  const remove = (key: string) => setFiles((all) => all.filter((item) => item.key !== key));

  const setType = (key: string, mediaType: MediaType) => update(key, { mediaType });

  const rateOf = (key: string, bytes: number) => {
    const now = performance.now();
    const list = (samples.current.get(key) ?? []).filter((s) => now - s.at <= RATE_WINDOW_MS);
    list.push({ at: now, bytes });
    samples.current.set(key, list);
    const first = list[0]!;
    const seconds = (now - first.at) / 1000;
    return seconds > 0.5 ? (bytes - first.bytes) / seconds : null;
  };

  const uploadOne = async (item: QueuedFile) => {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    samples.current.delete(item.key);
    update(item.key, { status: 'uploading', error: null, rate: null });
    try {
      const media = await uploadFile(
        item.file,
        { postId, mediaType: item.mediaType!, versionOf: versionOf?.id },
        {
          chunkSize,
          transport: link?.transport,
          signal: controller.signal,
          onProgress: (progress) =>
            update(item.key, { progress, rate: rateOf(item.key, progress.sentBytes) }),
        },
      );
      update(item.key, {
        status: 'done',
        rate: null,
        added: { mediaId: media.id, preview: media.preview ?? null },
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects() });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return; // paused or cancelled: already said
      const message =
        isApiError(error) && error.status !== 0 && error.status < 500
          ? Object.values(error.fieldErrors).flat().join(' ') || error.message
          : UPLOAD_TEXTS.failed;
      update(item.key, { status: 'failed', error: message, rate: null });
    } finally {
      controllers.current.delete(item.key);
    }
  };

  /** Uploads every file that is ready, one after another (spec point 7). */
  const start = async () => {
    // Asked again while running (a file resumed): look once more before stopping.
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      do {
        again.current = false;
        for (;;) {
          // Read the latest list each time: files may be paused, removed or added meanwhile.
          const next = await new Promise<QueuedFile | undefined>((resolve) =>
            setFiles((all) => {
              resolve(all.find((item) => item.status === 'ready'));
              return all;
            }),
          );
          if (!next) break;
          await uploadOne(next);
        }
      } while (again.current);
    } finally {
      running.current = false;
    }
  };

  const pause = (key: string) => {
    update(key, { status: 'paused', rate: null });
    controllers.current.get(key)?.abort();
  };

  /** Resumes a paused or failed file: what the API holds is not sent again. */
  const resume = (key: string) => {
    update(key, { status: 'ready', error: null });
    void start();
  };

  const cancel = async (key: string) => {
    const item = files.find((each) => each.key === key);
    controllers.current.get(key)?.abort();
    remove(key);
    if (item) await cancelUpload(item.file, postId, { chunkSize, transport: link?.transport });
  };

  const errors = videoFormErrors(
    files.map((item) => ({ fileName: item.file.name, failures: item.failures })),
  );
  return {
    files,
    errors,
    add,
    remove,
    setType,
    start,
    pause,
    resume,
    cancel,
    uploading: files.some((item) => item.status === 'uploading'),
    checking: files.some((item) => item.status === 'checking'),
    ready: files.filter((item) => item.status === 'ready'),
  };
}

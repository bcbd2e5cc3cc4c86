import { useEffect, useRef, useState } from 'react';
import {
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENT_MESSAGES,
  formatBytes,
  isApiError,
  MAX_COMMENT_ATTACHMENTS,
  UPLOAD_MESSAGES,
  type CommentAttachment,
} from '@portal/shared';
import { useReviewTransport } from './api/review-transport';
import { useReviewMedium } from './review-context';

/** Texts of a comment's files while they are picked and sent. */
export const ATTACHMENT_TEXTS = {
  /** The API's own words for a file over the limit (it refuses one with them too). */
  tooLarge: UPLOAD_MESSAGES.fileTooLarge(formatBytes(COMMENT_ATTACHMENT_MAX_BYTES)),
  waiting: 'Posting waits until the files are uploaded.',
  failed: 'Remove the files that could not be uploaded, then post.',
  notUploaded: 'The file could not be uploaded. Remove it and attach it again.',
} as const;

/** One file picked for a comment, and where its upload is. */
export interface PickedFile {
  key: string;
  file: File;
  status: 'uploading' | 'done' | 'failed';
  percent: number;
  /** Once uploaded: the attachment the comment names. */
  attachment: CommentAttachment | null;
  error: string | null;
}

const failureText = (error: unknown) =>
  isApiError(error) && error.status !== 0 && error.message
    ? error.message
    : ATTACHMENT_TEXTS.notUploaded;

/**
 * The files a comment being written carries: each picked file is uploaded at once (the
 * transport's `attach`; none for a review link's guest), a sixth or one over 200 MB refused
 * before a byte is sent. Removing one (or leaving the form) stops its upload.
 */
export function useAttachments() {
  const { mediaId } = useReviewMedium();
  const { attach } = useReviewTransport();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  const counter = useRef(0);

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((upload) => upload.abort());
  }, []);

  const update = (key: string, change: Partial<PickedFile>) =>
    setFiles((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = ({ key, file }: PickedFile) => {
    const upload = new AbortController();
    uploads.current.set(key, upload);
    attach!(mediaId, file, {
      signal: upload.signal,
      onProgress: ({ percent }) => update(key, { percent }),
    })
      .then((attachment) => update(key, { status: 'done', percent: 100, attachment }))
      .catch((error: unknown) => {
        if (!upload.signal.aborted) update(key, { status: 'failed', error: failureText(error) });
      })
      .finally(() => uploads.current.delete(key));
  };

  const stop = (key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
  };

  const uploading = files.some((item) => item.status === 'uploading');
  const failed = files.some((item) => item.status === 'failed');
  return {
    /** Whether this caller may attach files at all (guests of a review link may not). */
    enabled: Boolean(attach),
    files,
    refusals,
    /** Why Post waits (null: it need not). */
    note: uploading ? ATTACHMENT_TEXTS.waiting : failed ? ATTACHMENT_TEXTS.failed : null,
    /** The uploaded files' ids, for the comment. */
    ids: files.flatMap((item) => (item.attachment ? [item.attachment.id] : [])),
    add(picked: readonly File[]) {
      if (!attach) return;
      const found: string[] = [];
      const taken: PickedFile[] = [];
      for (const file of picked) {
        if (files.length + taken.length >= MAX_COMMENT_ATTACHMENTS) {
          found.push(`${file.name}: ${COMMENT_ATTACHMENT_MESSAGES.tooMany}`);
        } else if (file.size > COMMENT_ATTACHMENT_MAX_BYTES) {
          found.push(`${file.name}: ${ATTACHMENT_TEXTS.tooLarge}`);
        } else {
          counter.current += 1;
          const key = `${counter.current}`;
          taken.push({ key, file, status: 'uploading', percent: 0, attachment: null, error: null });
        }
      }
      setRefusals(found);
      // Listed before they start, so their first progress has a row to go to.
      setFiles((list) => [...list, ...taken]);
      taken.forEach(start);
    },
    remove(key: string) {
      stop(key);
      setRefusals([]);
      setFiles((list) => list.filter((item) => item.key !== key));
    },
    clear() {
      // Every upload still running, picked after this render's list too.
      uploads.current.forEach((upload) => upload.abort());
      uploads.current.clear();
      setRefusals([]);
      setFiles([]);
    },
  };
}

/** The files of a comment being written (`useAttachments`). */
export type CommentFiles = ReturnType<typeof useAttachments>;

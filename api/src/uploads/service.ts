import { randomUUID } from 'node:crypto';
import {
  ABANDONED_UPLOAD_MS,
  COMMENT_ATTACHMENT_MAX_BYTES,
  COMMENT_ATTACHMENT_MESSAGES,
  type FinishAttachmentSchema,
  MAX_MEDIA_TITLE_LENGTH,
  MEDIA_VERSION_MESSAGES,
  UPLOAD_MESSAGES,
  type ChunkFields,
  type FinalizeUploadSchema,
  type MediaType,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { badRequest, conflict, HttpError, notFound } from '../http/errors.js';
import { contentTypeOf } from '../media/file-names.js';
import type { FileStore } from '../media/file-store.js';
import { appendMedia, appendVersion } from '../media/media-writes.js';
import { versionTarget } from '../media/versions.js';
import { findMediaWithProject, toMedia } from '../media/repository.js';
import { editablePost } from '../media/service.js';
import type { NotificationService } from '../notifications/service.js';
import { projectTeamIds } from '../projects/project-team.js';
import { chunkTooLarge, multipartFailure, readChunkRequest } from './chunk-request.js';
import { humanSize } from './human-size.js';
import { KeyedLock } from './locks.js';
import { extensionOf, fitsMediaType, titleFromFileName } from './media-kind.js';
import {
  chunksOf,
  claimUpload,
  deleteUpload,
  findUpload,
  forgetChunk,
  recordChunk,
  settleUploadTarget,
  storedUploadOf,
} from './repository.js';
import type { UploadRow } from './repository.js';
import {
  ChunkOverflowError,
  ChunkShortError,
  MissingChunksError,
  type StoredUpload,
  type UploadStore,
  type WrittenChunk,
} from './upload-store.js';
import { analyseVideo, videoErrors, videoTiming } from './video-check.js';
import { requirementsOf } from './video-requirements.js';
import { queuePreviews } from '../previews/queue.js';
import { callerOn, requireCommenter } from '../reviews/access.js';
import { insertAttachment } from '../reviews/attachment-repository.js';
import { attachmentTypeOf } from '../reviews/attachments.js';

/** What the upload service works with. */
export interface UploadDeps {
  db: Db;
  store: UploadStore;
  /** Where finished files go (the media file store, MEDIA_DIR). */
  media: FileStore;
  notifications: NotificationService;
  /** The largest file an upload may announce (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** How long an mp4's analysis may take. */
  videoTimeoutMs?: number;
  /** The preview worker, woken when a finished upload queued previews. */
  previews?: { wake(): void };
}

type Finish = v.InferOutput<typeof FinalizeUploadSchema>;
type AttachmentFinish = v.InferOutput<typeof FinishAttachmentSchema>;

/** A file that became a medium (or a medium's new version). */
export interface FinishedFile {
  fileName: string;
  /** Set when the file is a new version of a medium. */
  version: { number: number; title: string } | null;
  projectId: number;
  postId: number;
  mediaId: number;
}

/**
 * Who sends an upload and where its file may go: a signed-in user (`UploadService.user`), or
 * whoever holds an upload link (upload-links/).
 */
export interface UploadActor {
  /** The upload rows' owner: the user, or the link's maker on whose behalf its sender sends. */
  userId: number;
  /** The link's sender, when the upload comes through a link (null: the user's own). */
  senderId: number | null;
  /** The post a file goes to, checked (again at the finish): 404 or 403 otherwise. */
  post(postId: number): Promise<{ postId: number; projectId: number }>;
  /**
   * The medium a comment's attachment is sent for, checked (again at the finish): the actor may
   * comment there (404 or 403 otherwise); its post holds the upload. None: the actor attaches
   * nothing (an upload link's sender).
   */
  attachmentOn?(mediaId: number): Promise<{ postId: number }>;
  /** Refuses a file this actor may not send (a link's kinds and the size it has left). */
  accept?(file: {
    uploadId: string;
    fileName: string;
    totalSize: number;
    /** Known at the finish. */
    mediaType?: MediaType;
  }): Promise<void>;
  /** Whether files may become new versions of the post's media. */
  versions: boolean;
  /** What the medium records of who sent it. */
  stamp: { uploaded_by: number | null; sent_by: string | null; upload_link_id: number | null };
  /** Tells whoever should hear of a finished file. */
  finished(file: FinishedFile): Promise<void>;
}

const unknownUpload = () => notFound(UPLOAD_MESSAGES.unknown);
const chunkSizeError = () =>
  badRequest(UPLOAD_MESSAGES.chunkSize, { ChunkSize: [UPLOAD_MESSAGES.chunkSize] });
const SHAPE_MESSAGE = 'The number of chunks does not fit the file size and the chunk size.';

/** The text of the 422 of a video that breaks the project's rules (the field map says which). */
export const VIDEO_REJECTED = "The video does not meet this project's video requirements.";

/** Chunked uploads: chunks in, status, cancel, and the finish that makes a medium. */
export class UploadService {
  /** Finishes and cancels of one upload run one at a time (see locks.ts). */
  private readonly locks = new KeyedLock();

  constructor(private readonly deps: UploadDeps) {}

  /**
   * The size this chunk must have (every chunk the chunk size, the last the rest of the file),
   * once the fields are consistent with each other and the file is within the limit.
   */
  private expectedSize(fields: ChunkFields, maxBytes: number) {
    const { chunkNumber, totalChunks, totalSize, chunkSize } = fields;
    if (chunkNumber > totalChunks) {
      throw badRequest(UPLOAD_MESSAGES.chunkNumber, { ChunkNumber: [UPLOAD_MESSAGES.chunkNumber] });
    }
    if (totalSize > maxBytes) {
      const message = UPLOAD_MESSAGES.fileTooLarge(humanSize(maxBytes));
      throw new HttpError(413, message, { TotalSize: [message] });
    }
    const { minChunkBytes } = this.deps.store;
    if (minChunkBytes && totalChunks > 1 && chunkSize < minChunkBytes) {
      const message = smallChunksMessage(minChunkBytes);
      throw badRequest(message, { ChunkSize: [message] });
    }
    const lastSize = totalSize - (totalChunks - 1) * chunkSize;
    if (lastSize < 1 || lastSize > chunkSize) {
      throw badRequest(SHAPE_MESSAGE, { TotalChunks: [SHAPE_MESSAGE] });
    }
    return chunkNumber === totalChunks ? lastSize : chunkSize;
  }

  /** A signed-in user as an uploader: into posts they may edit, told of each finished file. */
  user(auth: AuthContext): UploadActor {
    return {
      userId: auth.effective.id,
      senderId: null,
      post: (postId) => editablePost(this.deps.db, auth, postId),
      attachmentOn: (mediaId) => attachmentTarget(this.deps.db, auth, mediaId),
      versions: true,
      stamp: { uploaded_by: auth.effective.id, sent_by: null, upload_link_id: null },
      finished: async (file) => {
        if (file.version) {
          await this.announceVersion(auth, {
            ...file,
            title: file.version.title,
            version: file.version.number,
          });
        }
        await this.notifyProcessed(auth.effective.id, file);
      },
    };
  }

  /** The caller's upload, or the 404 that says it is not known (another's is not revealed). */
  private async ownUpload(actor: UploadActor, uploadId: string) {
    const upload = await findUpload(this.deps.db, uploadId);
    if (!upload || !ownedBy(upload, actor)) throw unknownUpload();
    return upload;
  }

  /** POST chunks: checks the fields, the post and the caller, then streams the chunk to disk. */
  async receiveChunk(actor: UploadActor, request: FastifyRequest) {
    const { db, store } = this.deps;
    const { fields, file } = await readChunkRequest(request);
    const { uploadId, chunkNumber } = fields;
    let expected: number;
    let stored: StoredUpload;
    try {
      const attachmentFor = targetOf(fields);
      expected = this.expectedSize(
        fields,
        attachmentFor === null ? this.deps.maxBytes : COMMENT_ATTACHMENT_MAX_BYTES,
      );
      const { postId } =
        attachmentFor === null
          ? await actor.post(fields.postId!)
          : await attachmentMedium(actor, attachmentFor);
      await actor.accept?.({ uploadId, fileName: fields.fileName, totalSize: fields.totalSize });
      const now = new Date().toISOString();
      const upload = await claimUpload(db, {
        upload_id: uploadId,
        user_id: actor.userId,
        sender_id: actor.senderId,
        post_id: postId,
        file_name: fields.fileName,
        total_chunks: fields.totalChunks,
        total_size: fields.totalSize,
        chunk_size: fields.chunkSize,
        created_at: now,
        updated_at: now,
        file_key: newMediaKey(fields.fileName),
        store_upload_id: null,
        attachment_for: attachmentFor,
      });
      if (!sameFile(upload, fields, actor, { postId, attachmentFor })) {
        throw conflict(UPLOAD_MESSAGES.changed);
      }
      stored = await this.begun(upload);
    } catch (error) {
      // Refused before a byte was stored: the rest of the body is read and dropped.
      file.file.resume();
      throw error;
    }
    let written: WrittenChunk;
    try {
      written = await store.writeChunk(stored, file.file, {
        chunkNumber,
        offset: (chunkNumber - 1) * fields.chunkSize,
        size: expected,
        accept: ({ size, sha256 }) => {
          // Past the multipart limit the plugin cuts the file short and marks it truncated.
          if (file.file.truncated) throw chunkTooLarge();
          if (size !== expected) throw chunkSizeError();
          if (fields.chunkSha256 && sha256 !== fields.chunkSha256) {
            throw new HttpError(422, UPLOAD_MESSAGES.checksum, {
              ChunkSha256: [UPLOAD_MESSAGES.checksum],
            });
          }
        },
      });
    } catch (error) {
      // The write may have changed this chunk's bytes: it counts as not received until sent again.
      await forgetChunk(db, uploadId, chunkNumber);
      if (file.file.truncated) throw chunkTooLarge();
      if (error instanceof ChunkOverflowError || error instanceof ChunkShortError) {
        throw chunkSizeError();
      }
      throw multipartFailure(error);
    }
    const received = await recordChunk(db, { uploadId, chunkNumber, ...written }, new Date());
    if (received === null) {
      // Cancelled or finished while this chunk streamed: its bytes must not linger.
      await store.dropChunks(stored);
      throw unknownUpload();
    }
    return { uploadId, chunkNumber, receivedChunks: received };
  }

  /**
   * The upload as its store knows it, begun there first when the store needs that (S3's
   * multipart upload): once, whichever first chunk of the file wins the row.
   */
  private async begun(upload: UploadRow): Promise<StoredUpload> {
    const { db, store } = this.deps;
    let row = upload;
    if (row.file_key === null) {
      // Begun before keys were kept on the row.
      row = (await settleUploadTarget(db, row.upload_id, 'file_key', newMediaKey(row.file_name)))!;
    }
    if (store.begin && row?.store_upload_id === null) {
      const fileKey = row.file_key!;
      const id = await store.begin(fileKey);
      row = (await settleUploadTarget(db, row.upload_id, 'store_upload_id', id))!;
      if (row?.store_upload_id !== id) await store.forget?.(fileKey, id);
    }
    if (!row) throw unknownUpload();
    return storedUploadOf(row);
  }

  /** GET: the chunks held, to resume; when the upload is removed unless another chunk comes. */
  async status(actor: UploadActor, uploadId: string) {
    const upload = await this.ownUpload(actor, uploadId);
    let chunks = await chunksOf(this.deps.db, uploadId);
    // A store of its own record (S3's ListParts) has the last word: a part it lacks is sent again.
    const held = await this.deps.store.held?.(storedUploadOf(upload));
    if (held) chunks = chunks.filter((chunk) => held.get(chunk.chunk_number) === chunk.size);
    return {
      uploadId,
      fileName: upload.file_name,
      totalChunks: upload.total_chunks,
      totalSize: upload.total_size,
      chunkSize: upload.chunk_size,
      received: chunks.map((chunk) => chunk.chunk_number),
      expiresAt: new Date(Date.parse(upload.updated_at) + ABANDONED_UPLOAD_MS).toISOString(),
    };
  }

  /** DELETE: the upload's rows and chunks (after a finish of it in progress, if any). */
  cancel(actor: UploadActor, uploadId: string) {
    return this.locks.run(uploadId, async () => {
      const upload = await this.ownUpload(actor, uploadId);
      // Finished by another process meanwhile: its file is a medium's now.
      if (!(await deleteUpload(this.deps.db, uploadId))) throw unknownUpload();
      await this.deps.store.remove(storedUploadOf(upload));
      return { success: true };
    });
  }

  /**
   * POST finalize: every chunk present → one file in the media store → an mp4 checked against
   * the project's rules → a medium of the post, the upload removed, the actor's people told.
   * One at a time per upload: a second click waits, then finds the upload gone (404).
   */
  finalize(actor: UploadActor, finish: Finish) {
    return this.locks.run(finish.uploadId, () => this.finish(actor, finish));
  }

  private async finish(actor: UploadActor, finish: Finish) {
    const { db, store, media } = this.deps;
    const upload = await this.ownUpload(actor, finish.uploadId);
    if (upload.attachment_for !== null) {
      throw badRequest(COMMENT_ATTACHMENT_MESSAGES.notAnAttachment);
    }
    if (
      upload.post_id !== finish.postId ||
      upload.file_name !== finish.fileName ||
      upload.total_size !== finish.totalSize ||
      upload.total_chunks !== finish.totalChunks
    ) {
      throw conflict(UPLOAD_MESSAGES.changed);
    }
    // Rights are checked again: they may have changed since the first chunk.
    const { postId, projectId } = await actor.post(upload.post_id);
    if (finish.versionOf !== undefined && !actor.versions) {
      throw badRequest(UPLOAD_MESSAGES.noVersions, { VersionOf: [UPLOAD_MESSAGES.noVersions] });
    }
    const versionOf =
      finish.versionOf === undefined
        ? null
        : await versionTarget(db, postId, finish.versionOf, finish.mediaType);
    await actor.accept?.({
      uploadId: upload.upload_id,
      fileName: upload.file_name,
      totalSize: upload.total_size,
      mediaType: finish.mediaType,
    });
    if (!fitsMediaType(upload.file_name, finish.mediaType)) {
      const message = UPLOAD_MESSAGES.typeMismatch(finish.mediaType);
      throw badRequest(message, { MediaType: [message] });
    }
    const { stored, source, size } = await this.assembled(upload);
    const contentType = contentTypeOf(upload.file_name);
    let timing: ReturnType<typeof videoTiming> = { frameRate: null, duration: null };
    if (contentType === 'video/mp4') {
      const outcome = await analyseVideo(source, this.deps.videoTimeoutMs);
      const errors = videoErrors(outcome, await requirementsOf(db, projectId));
      // The file stays (until cancelled or abandoned): changed rules let the same upload finish.
      if (errors) throw new HttpError(422, VIDEO_REJECTED, errors);
      // Kept for review: timecodes at its frame rate, pins within its length.
      timing = videoTiming(outcome);
    }

    const key = stored.fileKey;
    await store.moveInto(stored, media);
    const discard = () => media.remove(key);
    const file = {
      file_name: upload.file_name,
      content_type: contentType || 'application/octet-stream',
      file_key: key,
      size,
      frame_rate: timing.frameRate,
      duration: timing.duration,
      uploaded_at: new Date().toISOString(),
      uploaded_by: actor.stamp.uploaded_by,
    };
    let mediaId: number;
    let version = 1;
    try {
      mediaId = await db.transaction().execute(async (trx) => {
        // Removing the row first makes the finish happen once even across processes.
        const removed = await trx
          .deleteFrom('uploads')
          .where('upload_id', '=', upload.upload_id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) !== 1) throw unknownUpload();
        if (versionOf !== null) {
          // Removed since it was checked: as if it never was one of the post's.
          const added = await appendVersion(trx, projectId, versionOf.id, file);
          if (added === undefined) throw notFound(MEDIA_VERSION_MESSAGES.otherPost);
          version = added;
        }
        const id =
          versionOf?.id ??
          (await appendMedia(trx, projectId, postId, {
            media_type: finish.mediaType,
            title:
              finish.title || titleFromFileName(upload.file_name).slice(0, MAX_MEDIA_TITLE_LENGTH),
            description: finish.description,
            ...file,
            sent_by: actor.stamp.sent_by,
            upload_link_id: actor.stamp.upload_link_id,
          }));
        await queuePreviews(trx, { id, mediaType: finish.mediaType, fileKey: key });
        return id;
      });
    } catch (error) {
      await discard();
      throw error;
    }
    this.deps.previews?.wake();
    await actor.finished({
      fileName: upload.file_name,
      version: versionOf && { number: version, title: versionOf.title },
      projectId,
      postId,
      mediaId,
    });
    return toMedia((await findMediaWithProject(db, mediaId))!);
  }

  /**
   * The upload's file, whole in its store: every chunk held (409 `incomplete(n)`, the missing
   * ones counted as not received) and the sizes adding up (409 `size`).
   */
  private async assembled(upload: UploadRow) {
    const { db, store } = this.deps;
    const chunks = await this.requireAllChunks(upload);
    const stored = await this.begun(upload);
    const source = await store.assemble(stored, chunks).catch(async (error: unknown) => {
      if (!(error instanceof MissingChunksError)) throw error;
      // Counted as received but not held as sent: the uploader sends them again.
      for (const number of error.chunkNumbers) await forgetChunk(db, upload.upload_id, number);
      throw conflict(UPLOAD_MESSAGES.incomplete(error.chunkNumbers.length));
    });
    if (source.size !== upload.total_size) throw conflict(UPLOAD_MESSAGES.size);
    return { stored, source, size: source.size };
  }

  /**
   * POST an attachment's finish: the upload sent with `attachmentFor` this medium, by this actor
   * who may still comment there, whole → its file in the media store, and in one transaction the
   * upload row gone and an attachment row bound to no comment (reviews/attachments.ts). One at a
   * time per upload, like a medium's finish.
   */
  finalizeAttachment(actor: UploadActor, mediaId: number, finish: AttachmentFinish) {
    return this.locks.run(finish.uploadId, async () => {
      const { db, media } = this.deps;
      const upload = await this.ownUpload(actor, finish.uploadId);
      if (upload.attachment_for !== mediaId) {
        throw conflict(COMMENT_ATTACHMENT_MESSAGES.otherUpload);
      }
      if (
        upload.file_name !== finish.fileName ||
        upload.total_size !== finish.totalSize ||
        upload.total_chunks !== finish.totalChunks
      ) {
        throw conflict(UPLOAD_MESSAGES.changed);
      }
      await attachmentMedium(actor, mediaId);
      const { stored, size } = await this.assembled(upload);
      await this.deps.store.moveInto(stored, media);
      const row = {
        media_id: mediaId,
        uploaded_by: actor.userId,
        file_name: upload.file_name,
        content_type: attachmentTypeOf(upload.file_name),
        size,
        file_key: stored.fileKey,
        created_at: new Date().toISOString(),
      };
      try {
        const id = await db.transaction().execute(async (trx) => {
          const removed = await trx
            .deleteFrom('uploads')
            .where('upload_id', '=', upload.upload_id)
            .executeTakeFirst();
          if (Number(removed.numDeletedRows) !== 1) throw unknownUpload();
          return insertAttachment(trx, row);
        });
        return { id, comment_id: null, ...row };
      } catch (error) {
        await media.remove(stored.fileKey);
        throw error;
      }
    });
  }

  /**
   * The upload's chunks, by number; 409 unless chunks 1..totalChunks are all held and add up
   * to the file's size.
   */
  private async requireAllChunks(upload: UploadRow) {
    const chunks = (await chunksOf(this.deps.db, upload.upload_id)).filter(
      (chunk) => chunk.chunk_number >= 1 && chunk.chunk_number <= upload.total_chunks,
    );
    const missing = upload.total_chunks - chunks.length;
    if (missing > 0) throw conflict(UPLOAD_MESSAGES.incomplete(missing));
    const sum = chunks.reduce((total, chunk) => total + chunk.size, 0);
    if (sum !== upload.total_size) throw conflict(UPLOAD_MESSAGES.size);
    return chunks.map((chunk) => ({ chunkNumber: chunk.chunk_number, size: chunk.size }));
  }

  /**
   * A new version of a published post's medium: the project's team (its client's people) hear
   * it awaits their review, as they hear of a new post.
   */
  private async announceVersion(
    auth: AuthContext,
    place: { projectId: number; postId: number; mediaId: number; title: string; version: number },
  ) {
    const { db, notifications } = this.deps;
    const where = await db
      .selectFrom('posts')
      .innerJoin('projects', 'projects.id', 'posts.project_id')
      .select(['posts.published_at', 'projects.name', 'projects.client_id'])
      .where('posts.id', '=', place.postId)
      .executeTakeFirst();
    if (!where || where.published_at === null) return;
    const team = await projectTeamIds(db, where.client_id, auth.effective.id);
    await notifications.createForUsers(team, {
      type: 'ProjectUpdate',
      title: `New version of ${place.title} in ${where.name}`,
      message: `${auth.effective.userName} uploaded version ${place.version}: it awaits your review.`,
      data: { projectId: place.projectId, postId: place.postId, mediaId: place.mediaId },
      mail: { kind: 'newPost', waiting: true },
    });
  }

  /** The uploader's FileProcessed notification (stored, then pushed to their open tabs). */
  private async notifyProcessed(
    userId: number,
    { fileName, version, projectId, postId, mediaId }: FinishedFile,
  ) {
    const post = await this.deps.db
      .selectFrom('posts')
      .select('title')
      .where('id', '=', postId)
      .executeTakeFirst();
    await this.deps.notifications.create(userId, {
      type: 'FileProcessed',
      title: 'File processed',
      message: version
        ? `${fileName} is now version ${version.number} of ${version.title} in ${post?.title ?? 'the post'}.`
        : `${fileName} was added to ${post?.title ?? 'the post'}.`,
      data: { projectId, postId, mediaId },
    });
  }
}

/** The media key of a new upload's file: the server's, never the client's (its type kept). */
const newMediaKey = (fileName: string) => `uploads/${randomUUID()}${extensionOf(fileName)}`;

/** The 400 of a file cut finer than the store takes (S3's 5 MiB parts). */
const smallChunksMessage = (bytes: number) =>
  `Chunks of a file in several must be at least ${humanSize(bytes)} (${bytes.toLocaleString('en-AU')} bytes) here.`;

/** Whether an upload is the actor's: a user's own, or one of a link's sender's. */
const ownedBy = (upload: UploadRow, actor: UploadActor) =>
  upload.user_id === actor.userId && upload.sender_id === actor.senderId;

/**
 * Where a chunk's file goes: a post (null) or a comment's attachment on the medium named; one of
 * the two, else 400.
 */
function targetOf(fields: ChunkFields): number | null {
  if ((fields.postId === undefined) === (fields.attachmentFor === undefined)) {
    const message = COMMENT_ATTACHMENT_MESSAGES.target;
    throw badRequest(message, { PostId: [message] });
  }
  return fields.attachmentFor ?? null;
}

/** The medium an attachment is for, as the actor may attach there (an upload link's: 400). */
function attachmentMedium(actor: UploadActor, mediaId: number) {
  if (!actor.attachmentOn) throw badRequest(COMMENT_ATTACHMENT_MESSAGES.onlyUsers);
  return actor.attachmentOn(mediaId);
}

/**
 * A medium a signed-in user may attach files to comments on: they may comment there (the
 * review's own rule: 404 unseen, 403 without the comment right, 409 archived). Its post holds
 * the upload, so a post's deletion takes it.
 */
async function attachmentTarget(db: Db, auth: AuthContext, mediaId: number) {
  requireCommenter(await callerOn(db, auth, mediaId));
  const { post_id } = await db
    .selectFrom('media')
    .select('post_id')
    .where('id', '=', mediaId)
    .executeTakeFirstOrThrow();
  return { postId: post_id };
}

/** Whether a stored upload is the file these fields describe, from the same actor. */
function sameFile(
  upload: UploadRow,
  fields: ChunkFields,
  actor: UploadActor,
  target: { postId: number; attachmentFor: number | null },
) {
  return (
    ownedBy(upload, actor) &&
    upload.post_id === target.postId &&
    upload.attachment_for === target.attachmentFor &&
    upload.file_name === fields.fileName &&
    upload.total_size === fields.totalSize &&
    upload.total_chunks === fields.totalChunks &&
    upload.chunk_size === fields.chunkSize
  );
}

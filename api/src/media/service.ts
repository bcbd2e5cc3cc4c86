import {
  MEDIA_MESSAGES,
  type MediaChangesSchema,
  type NewMedia,
  type OrderRequestSchema,
  type ProjectAccess,
} from '@portal/contract';
import type * as v from 'valibot';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { projectAccess, requireAccess } from '../projects/project-access.js';
import { isStudioManager } from '../projects/project-team.js';
import { findProject } from '../projects/repository.js';
import { maySee, scopeOf } from '../projects/project-scope.js';
import { contentTypeOf, fileNameOf } from './file-names.js';
import type { FileStore } from './file-store.js';
import { removeStoredFiles } from './stored-files.js';
import {
  deleteMediaRow,
  insertMedia,
  mediaIdsOf,
  orderMediaRows,
  updateMediaText,
} from './media-writes.js';
import { checkStreamAddress } from './pixel-stream-hosts.js';
import {
  findMediaWithProject,
  receivedStateOf,
  seesReceived,
  toMedia,
  type MediaWithProject,
  type ReceivedScope,
} from './repository.js';
import { earlierFileKeys } from './versions.js';
import { attachmentKeysOf } from '../reviews/attachment-repository.js';

/** The 404 of a media item that does not exist or that the caller may not see. */
const fileNotFound = () => notFound('File not found.');

/** Where a medium's previews stand, or a 404 for a medium that gets none (a linked file). */
export function previewAnswer(media: MediaWithProject) {
  const { preview } = toMedia(media);
  if (!preview) throw notFound('This file has no previews.');
  return preview;
}

/**
 * Which received files not shared yet the caller sees on a project: all of them for the studio's
 * managers (told of each) and whoever may edit its posts (to share them), those of the links
 * they made for anyone else signed in, none for a visitor.
 */
export function receivedScopeOf(auth: AuthContext | null, access: ProjectAccess): ReceivedScope {
  if (!auth) return 'none';
  if (access.editPosts || isStudioManager(auth.permissions)) return 'all';
  return { makerId: auth.effective.id };
}

/**
 * Whether the caller sees a medium as far as its sharing goes (`receivedScopeOf`): for the
 * checks that read the medium their own way (its review).
 */
export async function seesReceivedMedium(
  db: Db,
  auth: AuthContext | null,
  mediaId: number,
  access: ProjectAccess,
) {
  const state = await receivedStateOf(db, mediaId);
  return state !== undefined && seesReceived(receivedScopeOf(auth, access), state);
}

/**
 * A media item the caller may see, or a 404: a Showcase project's published items are public;
 * everything else needs the project's scope, a draft's items the right to edit or publish it,
 * and a received file not shared yet `receivedScopeOf`'s.
 */
export async function visibleMedia(
  db: Db,
  auth: AuthContext | null,
  mediaId: number,
): Promise<MediaWithProject> {
  const media = await findMediaWithProject(db, mediaId);
  if (!media || !maySee(auth, media)) throw fileNotFound();
  const access = projectAccess(auth, { ...media, archived: media.archivedAt !== null });
  if (media.publishedAt === null && !access.editPosts && !access.publish) throw fileNotFound();
  if (!seesReceived(receivedScopeOf(auth, access), media)) throw fileNotFound();
  return media;
}

/** A post the caller may edit the media of, with its project (404 out of scope, 403, 409). */
export async function editablePost(db: Db, auth: AuthContext, postId: number) {
  const post = await db
    .selectFrom('posts')
    .select(['id', 'project_id'])
    .where('id', '=', postId)
    .executeTakeFirst();
  const project = post && (await findProject(db, scopeOf(auth), post.project_id));
  if (!post || !project) throw notFound('Post not found.');
  requireAccess(auth, project, 'editPosts');
  return { postId: post.id, projectId: project.id };
}

/** A media item the caller may change (its post must be editable). */
export async function editableMedia(db: Db, auth: AuthContext, mediaId: number) {
  const media = await findMediaWithProject(db, mediaId);
  if (!media) throw fileNotFound();
  const { projectId } = await editablePost(db, auth, media.post_id);
  return { media, projectId };
}

/** POST /api/posts/{postId}/media: links a file by its address. */
export async function addMedia(
  db: Db,
  auth: AuthContext,
  postId: number,
  input: NewMedia,
  internalStreamHosts: readonly string[],
) {
  const { projectId } = await editablePost(db, auth, postId);
  const isStream = input.mediaType === 'PixelStream';
  if (isStream && !input.variant) {
    throw badRequest(MEDIA_MESSAGES.variantRequired, { Variant: [MEDIA_MESSAGES.variantRequired] });
  }
  if (!isStream && input.variant) {
    const message = MEDIA_MESSAGES.variantOnlyForStreams;
    throw badRequest(message, { Variant: [message] });
  }
  if (isStream && input.variant)
    checkStreamAddress(input.variant, input.fileUri, internalStreamHosts);
  const fileName = input.fileName || fileNameOf(input.fileUri) || input.title;
  const id = await insertMedia(db, projectId, postId, {
    media_type: input.mediaType,
    title: input.title,
    description: input.description,
    file_name: fileName,
    content_type: isStream ? 'text/html' : contentTypeOf(fileName),
    source_url: input.fileUri,
    variant: input.variant ?? null,
  });
  const row = await findMediaWithProject(db, id);
  return toMedia(row!);
}

/** PUT /api/media/{id}: its title and description. */
export async function changeMedia(
  db: Db,
  auth: AuthContext,
  mediaId: number,
  changes: v.InferOutput<typeof MediaChangesSchema>,
) {
  const { projectId } = await editableMedia(db, auth, mediaId);
  await updateMediaText(db, projectId, mediaId, changes);
  return toMedia((await findMediaWithProject(db, mediaId))!);
}

/**
 * DELETE /api/media/{id}: the medium, the files of its versions and their previews, and the
 * files attached to its comments.
 */
export async function removeMedia(db: Db, auth: AuthContext, mediaId: number, store: FileStore) {
  const { media, projectId } = await editableMedia(db, auth, mediaId);
  const earlier = await earlierFileKeys(db, [mediaId]);
  const attached = await attachmentKeysOf(db, [mediaId]);
  await deleteMediaRow(db, projectId, mediaId);
  await removeStoredFiles(store, [media.file_key, ...earlier, ...attached]);
  return { success: true };
}

/** PUT /api/posts/{postId}/media/order: every media id of the post once. */
export async function orderMedia(
  db: Db,
  auth: AuthContext,
  postId: number,
  { ids }: v.InferOutput<typeof OrderRequestSchema>,
) {
  const { projectId } = await editablePost(db, auth, postId);
  const current = await mediaIdsOf(db, postId);
  const same = ids.length === current.length && ids.every((id) => current.includes(id));
  if (!same) {
    throw badRequest(MEDIA_MESSAGES.orderMismatch, { Ids: [MEDIA_MESSAGES.orderMismatch] });
  }
  await orderMediaRows(db, projectId, ids);
  return { success: true };
}

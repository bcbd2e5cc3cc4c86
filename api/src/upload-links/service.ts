import {
  INVALID_FIELDS_MESSAGE,
  typesInWords,
  UPLOAD_LINK_MESSAGES,
  UPLOAD_LINK_PAGE_PREFIX,
  UPLOAD_LINK_TYPES,
  type NewUploadLinkRequestSchema,
  type ShareGuest,
  type UploadLink,
  type UploadLinkInfo,
  type UploadLinkType,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { RateLimiter } from '../account/rate-limit.js';
import { hashToken, randomToken } from '../account/tokens.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.js';
import { findMediaWithProject } from '../media/repository.js';
import { previewAnswer } from '../media/service.js';
import type { NotificationService } from '../notifications/service.js';
import { requireAccess } from '../projects/project-access.js';
import { projectNotFound, scopeOf } from '../projects/project-scope.js';
import { studioManagerIds } from '../projects/project-team.js';
import { findPostRow } from '../projects/post-repository.js';
import { findProject } from '../projects/repository.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { expiryOf, stoppedLink } from '../share/expiry.js';
import type { ShareKeys } from '../share/share-crypto.js';
import { setSigned, signedValue } from '../share/visit-cookie.js';
import { humanSize } from '../uploads/human-size.js';
import { fitsMediaType } from '../uploads/media-kind.js';
import type { FinishedFile, UploadActor } from '../uploads/service.js';
import { requirementsOf } from '../uploads/video-requirements.js';
import {
  cameThrough,
  findSender,
  findUploadLink,
  findUploadLinkByToken,
  insertSender,
  pendingBytes,
  takenBy,
  linksOf,
  type UploadLinkRow,
} from './repository.js';

/** What the upload link service needs. */
export interface UploadLinkDeps {
  db: Db;
  keys: ShareKeys;
  publicUrl: string;
  secureCookies: boolean;
  rateLimits: RateLimitStore;
  notifications: NotificationService;
  /** The chunk size to send and the largest file (as /api/uploads/settings says). */
  limits: { chunkSize: number; maxFileSize: number };
}

type NewUploadLink = v.InferOutput<typeof NewUploadLinkRequestSchema>;

/** The sender's cookie (per link; only sent to the upload links' API). */
const senderCookie = (linkId: number) => `portal.upload-sender.${linkId}`;
const COOKIE_PATH = '/api/upload-links';

const invalid = () => notFound(UPLOAD_LINK_MESSAGES.invalid);

/** The kinds of file a link takes. */
const typesOf = (link: UploadLinkRow) =>
  (JSON.parse(link.allowed_types) as string[]).filter((type): type is UploadLinkType =>
    (UPLOAD_LINK_TYPES as readonly string[]).includes(type),
  );

/**
 * Upload links: a post's managers make and turn them off; whoever holds one says who they are
 * once, then sends files into the post as `UploadActor`s of the link (uploads/service.ts).
 */
export function uploadLinkService(deps: UploadLinkDeps) {
  const { db, keys } = deps;
  // Ten introductions per link, twenty per address, in ten minutes.
  const introductions = new RateLimiter(
    deps.rateLimits,
    'upload-link-sender',
    { perEmail: 10, perNetwork: 20, windowMs: 10 * 60 * 1000 },
    UPLOAD_LINK_MESSAGES.tooManyTries,
  );
  const urlOf = (row: UploadLinkRow) =>
    `${deps.publicUrl.replace(/\/$/, '')}${UPLOAD_LINK_PAGE_PREFIX}${keys.unseal(row.token_sealed)}`;

  /** A post whose project the caller may manage (404 out of scope, 403 without Project.Manage). */
  async function managedPost(auth: AuthContext, postId: number) {
    const post = await findPostRow(db, postId);
    const project = post && (await findProject(db, scopeOf(auth), post.project_id));
    if (!post || !project) throw projectNotFound();
    requireAccess(auth, project, 'manage');
    return post;
  }

  /** A working link by its token: 404 for an unknown one, 410 for one turned off or expired. */
  async function resolve(token: string) {
    const link = await findUploadLinkByToken(db, hashToken(token));
    if (!link) throw invalid();
    const problem = stoppedLink(link, new Date().toISOString(), UPLOAD_LINK_MESSAGES);
    if (problem) throw problem;
    return link;
  }

  /** Who the visit said it was on this link, if it did. */
  async function senderOf(request: FastifyRequest, link: UploadLinkRow) {
    const value = signedValue(request, keys, senderCookie(link.id), link.id);
    if (value === null || !/^s\d+$/.test(value)) return undefined;
    return findSender(db, link.id, Number(value.slice(1)));
  }

  /** What a link can still take, `uploadId`'s own upload apart. */
  async function bytesLeft(link: UploadLinkRow, uploadId = '') {
    const taken = await takenBy(db, link.id);
    const pending = await pendingBytes(db, link.id, uploadId);
    return Math.max(0, link.max_total_bytes - taken.bytes - pending);
  }

  /** The studio hears of a file sent through a link: its managers, and who made the link. */
  async function announce(link: UploadLinkRow, sender: ShareGuest, file: FinishedFile) {
    const post = await findPostRow(db, file.postId);
    const told = new Set(await studioManagerIds(db, null));
    told.add(link.created_by);
    const through = link.label ? ` through '${link.label}'` : ' through an upload link';
    await deps.notifications.createForUsers([...told], {
      type: 'ProjectUpdate',
      title: `Files received in ${post?.title ?? 'a post'}`,
      message: `${sender.name} (${sender.email}) sent ${file.fileName}${through}.`,
      data: { projectId: file.projectId, postId: file.postId, mediaId: file.mediaId },
      mail: { kind: 'filesReceived' },
    });
  }

  return {
    async list(auth: AuthContext, postId: number): Promise<UploadLink[]> {
      await managedPost(auth, postId);
      const rows = await linksOf(db, postId, new Date().toISOString());
      return rows.map((row) => ({
        id: row.id,
        postId: row.post_id,
        label: row.label,
        url: urlOf(row),
        createdDate: row.created_at,
        createdBy: row.creatorName,
        expiresDate: row.expires_at,
        turnedOffDate: row.revoked_at,
        working: row.working,
        maxTotalBytes: row.max_total_bytes,
        receivedBytes: row.bytes,
        fileCount: row.files,
        allowedTypes: typesOf(row),
      }));
    },

    async create(auth: AuthContext, postId: number, body: NewUploadLink): Promise<UploadLink> {
      await managedPost(auth, postId);
      const expiresAt = body.expiresOn === null ? null : expiryOf(body.expiresOn);
      if (body.expiresOn !== null && expiresAt === null) {
        throw badRequest(INVALID_FIELDS_MESSAGE, {
          ExpiresOn: [UPLOAD_LINK_MESSAGES.expiryInvalid],
        });
      }
      const token = randomToken();
      const { id } = await db
        .insertInto('upload_links')
        .values({
          post_id: postId,
          token_hash: hashToken(token),
          token_sealed: keys.seal(token),
          label: body.label,
          created_by: auth.effective.id,
          created_at: new Date().toISOString(),
          expires_at: expiresAt,
          revoked_at: null,
          max_total_bytes: body.maxTotalBytes,
          allowed_types: JSON.stringify([...new Set(body.allowedTypes)]),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [link] = (await this.list(auth, postId)).filter((item) => item.id === id);
      return link!;
    },

    async revoke(auth: AuthContext, id: number) {
      const link = await findUploadLink(db, id);
      if (!link) throw notFound('Upload link not found.');
      await managedPost(auth, link.post_id);
      await db
        .updateTable('upload_links')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      return { success: true };
    },

    /** What the link's page shows, and the limits the browser checks before sending a byte. */
    async open(request: FastifyRequest, token: string): Promise<UploadLinkInfo> {
      const link = await resolve(token);
      const post = await findPostRow(db, link.post_id);
      if (!post) throw invalid();
      const sender = await senderOf(request, link);
      return {
        label: link.label,
        postId: link.post_id,
        postTitle: post.title,
        expiresDate: link.expires_at,
        maxTotalBytes: link.max_total_bytes,
        remainingBytes: await bytesLeft(link),
        allowedTypes: typesOf(link),
        chunkSize: deps.limits.chunkSize,
        maxFileSize: deps.limits.maxFileSize,
        videoRequirements: await requirementsOf(db, post.project_id),
        sender: sender ? { name: sender.name, email: sender.email } : null,
      };
    },

    /** Records who the visit's sender is (a new sender each time they say it again). */
    async introduce(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      sender: ShareGuest,
    ): Promise<ShareGuest> {
      const link = await resolve(token);
      await introductions.take(`link:${link.id}`, request.ip);
      const senderId = await insertSender(db, link.id, sender);
      setSigned(
        request,
        reply,
        { keys, secure: deps.secureCookies, path: COOKIE_PATH },
        senderCookie(link.id),
        link.id,
        `s${senderId}`,
      );
      return sender;
    },

    /**
     * Where the previews of a file this link received stand, for the visit's sender (a file of
     * another link, or none: 404, as for anyone without a sender: 403).
     */
    async receivedPreview(request: FastifyRequest, token: string, mediaId: number) {
      const link = await resolve(token);
      if (!(await senderOf(request, link))) throw forbidden(UPLOAD_LINK_MESSAGES.senderRequired);
      const media = (await cameThrough(db, link.id, mediaId))
        ? await findMediaWithProject(db, mediaId)
        : undefined;
      if (!media) throw notFound('File not found.');
      return previewAnswer(media);
    },

    /**
     * The visit's sender as an uploader: into the link's post only, files of its kinds within
     * what it has left, each a new medium marked as from them; the studio told of each.
     */
    async actor(request: FastifyRequest, token: string): Promise<UploadActor> {
      const link = await resolve(token);
      const sender = await senderOf(request, link);
      if (!sender) throw forbidden(UPLOAD_LINK_MESSAGES.senderRequired);
      const types = typesOf(link);
      return {
        userId: link.created_by,
        senderId: sender.id,
        post: async (postId) => {
          if (postId !== link.post_id) throw notFound('Post not found.');
          const post = await findPostRow(db, postId);
          if (!post) throw invalid();
          return { postId, projectId: post.project_id };
        },
        accept: async ({ uploadId, fileName, totalSize, mediaType }) => {
          const fits = mediaType
            ? (types as readonly string[]).includes(mediaType) && fitsMediaType(fileName, mediaType)
            : types.some((type) => fitsMediaType(fileName, type));
          if (!fits) {
            const message = UPLOAD_LINK_MESSAGES.typeNotAllowed(typesInWords(types));
            throw badRequest(message, { FileName: [message] });
          }
          const left = await bytesLeft(link, uploadId);
          if (totalSize > left) {
            const message =
              left === 0
                ? UPLOAD_LINK_MESSAGES.full
                : UPLOAD_LINK_MESSAGES.overLimit(humanSize(left));
            throw new HttpError(413, message, { TotalSize: [message] });
          }
        },
        versions: false,
        stamp: { uploaded_by: null, sent_by: sender.name, upload_link_id: link.id },
        finished: (file) => announce(link, sender, file),
      };
    },
  };
}

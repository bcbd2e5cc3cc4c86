import { hash, verify } from '@node-rs/argon2';
import {
  atVersion,
  INVALID_FIELDS_MESSAGE,
  SHARE_API_PREFIX,
  SHARE_MESSAGES,
  SHARE_PAGE_PREFIX,
  SHARED_LINK_INVALID_MESSAGE,
  type Media,
  type ShareLink,
  type SharedContent,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiter } from '../account/rate-limit.js';
import { hashToken, randomToken } from '../account/tokens.js';
import type { Db } from '../db/database.js';
import type { AuthContext } from '../http/auth-context.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { findMediaWithProject } from '../media/repository.js';
import { requireAccess } from '../projects/project-access.js';
import { projectNotFound, scopeOf } from '../projects/project-scope.js';
import { findPostRow, postsOfProject } from '../projects/post-repository.js';
import { findProject } from '../projects/repository.js';
import { expiryOf } from './expiry.js';
import {
  activeLinksOf,
  countView,
  findActiveLink,
  findLink,
  type ShareLinkRow,
} from './repository.js';
import type { ShareKeys } from './share-crypto.js';
import { setVisit, visitOf } from './visit-cookie.js';

/** What the share service needs. */
export interface ShareDeps {
  db: Db;
  keys: ShareKeys;
  publicUrl: string;
  secureCookies: boolean;
  /** Where the password throttle counts (shared by every API process with Redis). */
  rateLimits: RateLimitStore;
}

/** Ten password tries per link and thirty per address in 15 minutes. */
const unlockThrottle = (store: RateLimitStore) =>
  new RateLimiter(
    store,
    'share-unlock',
    { perEmail: 10, perNetwork: 30, windowMs: 15 * 60 * 1000 },
    SHARE_MESSAGES.tooManyTries,
  );

const invalid = () => notFound(SHARED_LINK_INVALID_MESSAGE);

/** One service per API (it holds the password throttle). */
export function shareService(deps: ShareDeps) {
  const { db, keys } = deps;
  const throttle = unlockThrottle(deps.rateLimits);
  const urlOf = (row: ShareLinkRow) =>
    `${deps.publicUrl.replace(/\/$/, '')}${SHARE_PAGE_PREFIX}${keys.unseal(row.token_sealed)}`;

  /** A project the caller may manage (404 out of scope, 403 without Project.Manage). */
  async function managedProject(auth: AuthContext, projectId: number) {
    const project = await findProject(db, scopeOf(auth), projectId);
    if (!project) throw projectNotFound();
    requireAccess(auth, project, 'manage');
    return project;
  }

  /** A working link by its token (one answer for unknown, expired and revoked). */
  async function resolve(token: string) {
    const link = await findActiveLink(db, hashToken(token), new Date().toISOString());
    if (!link) throw invalid();
    return link;
  }

  /** A link the visit may open: its password given, when it has one. */
  async function opened(request: FastifyRequest, token: string) {
    const link = await resolve(token);
    const visit = visitOf(request, keys, link.id);
    if (link.password_hash !== null && visit === null) {
      throw new HttpError(401, SHARE_MESSAGES.passwordRequired);
    }
    return { link, visit };
  }

  /**
   * A stored medium's addresses through the link; a linked one keeps its own address. A link
   * shows the latest version only: the number in its addresses keeps browsers from showing an
   * earlier one they kept.
   */
  const throughLink = (token: string, media: Media): Media => {
    if (media.linked) return media;
    const base = `${SHARE_API_PREFIX}${token}/media/${media.id}`;
    const at = (path: string) => atVersion(`${base}/${path}`, media.version);
    return {
      ...media,
      file: { ...media.file, fileUri: at('file') },
      url: at('file'),
      thumbnailUrl: media.thumbnailUrl && at('thumbnail'),
      ...(media.playbackUrl && { playbackUrl: at('playback') }),
    };
  };

  return {
    async list(auth: AuthContext, projectId: number): Promise<ShareLink[]> {
      await managedProject(auth, projectId);
      const rows = await activeLinksOf(db, projectId, new Date().toISOString());
      return rows.map((row) => ({
        id: row.id,
        projectId: row.project_id,
        postId: row.post_id,
        scope: row.postTitle ?? 'Whole project',
        label: row.label,
        url: urlOf(row),
        createdDate: row.created_at,
        createdBy: row.creatorName ?? 'A former user',
        expiresDate: row.expires_at,
        hasPassword: row.password_hash !== null,
        allowDownload: row.allow_download === 1,
        viewCount: row.view_count,
        lastViewedDate: row.last_viewed_at,
      }));
    },

    async create(
      auth: AuthContext,
      projectId: number,
      body: {
        postId: number | null;
        label: string;
        expiresOn: string | null;
        password: string;
        allowDownload: boolean;
      },
    ): Promise<ShareLink> {
      await managedProject(auth, projectId);
      if (body.postId !== null) {
        const post = await findPostRow(db, body.postId);
        if (post?.project_id !== projectId) {
          throw badRequest(INVALID_FIELDS_MESSAGE, { PostId: [SHARE_MESSAGES.postNotInProject] });
        }
      }
      const expiresAt = body.expiresOn === null ? null : expiryOf(body.expiresOn);
      if (body.expiresOn !== null && expiresAt === null) {
        throw badRequest(INVALID_FIELDS_MESSAGE, { ExpiresOn: [SHARE_MESSAGES.expiryInvalid] });
      }
      const token = randomToken();
      const { id } = await db
        .insertInto('share_links')
        .values({
          project_id: projectId,
          post_id: body.postId,
          token_hash: hashToken(token),
          token_sealed: keys.seal(token),
          label: body.label,
          created_by: auth.effective.id,
          created_at: new Date().toISOString(),
          expires_at: expiresAt,
          revoked_at: null,
          password_hash: body.password ? await hash(body.password) : null,
          allow_download: body.allowDownload ? 1 : 0,
          last_viewed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [link] = (await this.list(auth, projectId)).filter((item) => item.id === id);
      return link!;
    },

    async revoke(auth: AuthContext, id: number) {
      const link = await findLink(db, id);
      if (!link) throw notFound('Share link not found.');
      await managedProject(auth, link.project_id);
      await db
        .updateTable('share_links')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      return { success: true };
    },

    /** What a link opens; the first opening of a visit counts one view. */
    async open(
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
    ): Promise<SharedContent> {
      const { link, visit } = await opened(request, token);
      if (visit !== 'counted') {
        await countView(db, link.id, new Date().toISOString());
        setVisit(request, reply, keys, link.id, 'counted', deps.secureCookies);
      }
      const project = await db
        .selectFrom('projects')
        .innerJoin('clients', 'clients.id', 'projects.client_id')
        .select(['projects.name', 'clients.name as clientName'])
        .where('projects.id', '=', link.project_id)
        .executeTakeFirstOrThrow();
      // A post's link opens that post, draft or not (shared for review); a project's link its
      // published posts.
      const posts = await postsOfProject(
        db,
        link.project_id,
        link.post_id === null ? { drafts: false } : { drafts: true, postId: link.post_id },
      );
      return {
        project,
        posts: posts.map((post) => ({
          ...post,
          media: post.media.map((media) => throughLink(token, media)),
        })),
        allowDownload: link.allow_download === 1,
        expiresDate: link.expires_at,
      };
    },

    /** Checks a link's password; right, the visit may open it. */
    async unlock(request: FastifyRequest, reply: FastifyReply, token: string, password: string) {
      const link = await resolve(token);
      if (link.password_hash === null) return { success: true };
      await throttle.take(`link:${link.id}`, request.ip);
      if (!(await verify(link.password_hash, password))) {
        throw badRequest(INVALID_FIELDS_MESSAGE, { Password: [SHARE_MESSAGES.passwordWrong] });
      }
      if (visitOf(request, keys, link.id) === null) {
        setVisit(request, reply, keys, link.id, 'unlocked', deps.secureCookies);
      }
      return { success: true };
    },

    /**
     * A medium the link covers (its post, or a published post of its project), else 404. Its
     * bytes as a download, or a zip's bytes (a zip shows only its listing), only when the link
     * allows downloads.
     */
    async media(
      request: FastifyRequest,
      token: string,
      mediaId: number,
      use: 'view' | 'file' | 'download',
    ) {
      const { link } = await opened(request, token);
      const media = await findMediaWithProject(db, mediaId);
      const covered =
        media !== undefined &&
        media.projectId === link.project_id &&
        (link.post_id === null ? media.publishedAt !== null : media.post_id === link.post_id);
      if (!covered) throw notFound('This file is not part of the shared content.');
      const isDownload = use === 'download' || (use === 'file' && media.media_type === 'Zip');
      if (isDownload && link.allow_download !== 1) {
        throw new HttpError(403, SHARE_MESSAGES.downloadNotAllowed);
      }
      return media;
    },
  };
}

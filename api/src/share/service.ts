import { hash, verify } from '@node-rs/argon2';
import {
  atVersion,
  INVALID_FIELDS_MESSAGE,
  SHARE_API_PREFIX,
  SHARE_MESSAGES,
  SHARE_PAGE_PREFIX,
  SHARED_LINK_INVALID_MESSAGE,
  type Media,
  type MediaType,
  type NewShareLink,
  type ShareDownloads,
  type ShareLink,
  type SharedContent,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiter } from '../account/rate-limit.js';
import { hashToken, randomToken } from '../account/tokens.js';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import type { RateLimitStore } from '../rate-limits/store.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { findMediaWithProject } from '../media/repository.js';
import { reviewSummaries } from '../reviews/decisions.js';
import { requireAccess } from '../projects/project-access.js';
import { projectNotFound, scopeOf } from '../projects/project-scope.js';
import { findPostRow, postsOfProject } from '../projects/post-repository.js';
import { findProject } from '../projects/repository.js';
import { expiryOf, stoppedLink } from './expiry.js';
import {
  activeLinksOf,
  countView,
  findGuest,
  findLink,
  findLinkByToken,
  type ShareLinkRow,
} from './repository.js';
import type { ShareKeys } from './share-crypto.js';
import { guestIdOf, setVisit, visitOf } from './visit-cookie.js';

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

/** Types whose file itself is never sent through a link that does not allow originals. */
const ORIGINALS_ONLY: ReadonlySet<string> = new Set<MediaType>(['Zip', 'Pdf']);

/** What a link lets its holder download. */
const downloadsOf = (link: ShareLinkRow) => link.downloads as ShareDownloads;

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

  /** A working link by its token: 404 for an unknown one, 410 for one revoked or expired. */
  async function resolve(token: string) {
    const link = await findLinkByToken(db, hashToken(token));
    if (!link) throw invalid();
    const problem = stoppedLink(link, new Date().toISOString(), SHARE_MESSAGES);
    if (problem) throw problem;
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

  async function covered(link: ShareLinkRow, mediaId: number) {
    const media = await findMediaWithProject(db, mediaId);
    const isCovered =
      media !== undefined &&
      media.awaiting_share === 0 &&
      media.projectId === link.project_id &&
      (link.post_id === null ? media.publishedAt !== null : media.post_id === link.post_id);
    if (!isCovered) throw notFound('This file is not part of the shared content.');
    return media;
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
        allowComments: row.allow_comments === 1,
        allowDecisions: row.allow_decisions === 1,
        downloads: downloadsOf(row),
        guestCount: Number(row.guestCount ?? 0),
        viewCount: row.view_count,
        lastViewedDate: row.last_viewed_at,
      }));
    },

    async create(auth: AuthContext, projectId: number, body: NewShareLink): Promise<ShareLink> {
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
          allow_comments: body.allowComments ? 1 : 0,
          allow_decisions: body.allowDecisions ? 1 : 0,
          downloads: body.downloads,
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
      // A review link's tiles show where each medium stands in review, as a project page's.
      const reviewing = link.allow_comments === 1 || link.allow_decisions === 1;
      const reviews = reviewing
        ? await reviewSummaries(
            db,
            posts.flatMap((post) => post.media.map((media) => media.id)),
          )
        : undefined;
      return {
        project,
        posts: posts.map((post) => ({
          ...post,
          media: post.media.map((media) => ({
            ...throughLink(token, media),
            ...(reviews && { review: reviews.get(media.id) }),
          })),
        })),
        downloads: downloadsOf(link),
        allowComments: link.allow_comments === 1,
        allowDecisions: link.allow_decisions === 1,
        guest: await this.guestOf(request, link).then((guest) =>
          guest ? { name: guest.name, email: guest.email } : null,
        ),
        label: link.label,
        expiresDate: link.expires_at,
      };
    },

    /** The guest this visit said it was on the link, or undefined. */
    async guestOf(request: FastifyRequest, link: ShareLinkRow) {
      const id = guestIdOf(request, keys, link.id);
      return id === null ? undefined : findGuest(db, link.id, id);
    },

    opened,

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

    /** A medium the link covers (its post, or a published post of its project), else 404. */
    covered,

    /**
     * A medium the link covers, and what the link lets its holder download. A download needs a
     * link that allows some (previews only: the route sends a preview); a zip's or a PDF's bytes
     * need the originals (a zip shows only its listing, a PDF its preview: pdf.js would be
     * handed the very file, which a guest could keep).
     */
    async media(
      request: FastifyRequest,
      token: string,
      mediaId: number,
      use: 'view' | 'file' | 'download',
    ) {
      const { link } = await opened(request, token);
      const media = await covered(link, mediaId);
      const downloads = downloadsOf(link);
      const refused =
        (use === 'download' && downloads === 'none') ||
        (use === 'file' && ORIGINALS_ONLY.has(media.media_type) && downloads !== 'originals');
      if (refused) throw new HttpError(403, SHARE_MESSAGES.downloadNotAllowed);
      return { media, downloads };
    },
  };
}

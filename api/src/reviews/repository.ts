import type { Db } from '../db/database.js';
import { engineOf } from '../db/engine.js';

/** A medium as its review reads it: its type and timing, its post and project. */
export interface ReviewedMediumRow {
  id: number;
  mediaType: string;
  title: string;
  frameRate: number | null;
  duration: number | null;
  /** Its latest version. */
  version: number;
  publishedAt: string | null;
  projectId: number;
  projectName: string;
  clientId: number;
  clientName: string;
  visibility: number;
  archivedAt: string | null;
}

/** A medium with where it is, or undefined. */
export function findReviewedMedium(db: Db, mediaId: number) {
  return db
    .selectFrom('media')
    .innerJoin('posts', 'posts.id', 'media.post_id')
    .innerJoin('projects', 'projects.id', 'posts.project_id')
    .innerJoin('clients', 'clients.id', 'projects.client_id')
    .select([
      'media.id',
      'media.media_type as mediaType',
      'media.title',
      'media.frame_rate as frameRate',
      'media.duration',
      'media.version',
      'posts.published_at as publishedAt',
      'projects.id as projectId',
      'projects.name as projectName',
      'projects.client_id as clientId',
      'clients.name as clientName',
      'projects.visibility',
      'projects.archived_at as archivedAt',
    ])
    .where('media.id', '=', mediaId)
    .executeTakeFirst() as Promise<ReviewedMediumRow | undefined>;
}

/** The medium a comment is on, or undefined when the comment does not exist. */
export async function mediumOfComment(db: Db, commentId: number) {
  const row = await db
    .selectFrom('media_comments')
    .select('media_id')
    .where('id', '=', commentId)
    .executeTakeFirst();
  return row?.media_id;
}

/** A comment row with the names of its author and resolver (null once they are gone). */
export interface MediaCommentRow {
  id: number;
  mediaId: number;
  parentId: number | null;
  number: number | null;
  authorId: number | null;
  authorName: string | null;
  /** A guest author's name, and the label of the review link they wrote through. */
  guestName: string | null;
  guestLinkLabel: string | null;
  /** 1 when the author belongs to the studio (the internal client). */
  authorInternal: number | null;
  text: string;
  anchor: string | null;
  drawing: string | null;
  mentions: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  resolvedAt: string | null;
  resolverName: string | null;
  version: number;
}

function withPeople(db: Db) {
  return db
    .selectFrom('media_comments')
    .leftJoin('users as author', 'author.id', 'media_comments.author_id')
    .leftJoin('clients as author_client', 'author_client.id', 'author.client_id')
    .leftJoin('users as resolver', 'resolver.id', 'media_comments.resolved_by')
    .leftJoin('share_guests as guest', 'guest.id', 'media_comments.guest_id')
    .leftJoin('share_links as guest_link', 'guest_link.id', 'guest.link_id')
    .select([
      'media_comments.id',
      'media_comments.media_id as mediaId',
      'media_comments.parent_id as parentId',
      'media_comments.number',
      'media_comments.author_id as authorId',
      'author.user_name as authorName',
      'guest.name as guestName',
      'guest_link.label as guestLinkLabel',
      'author_client.is_internal as authorInternal',
      'media_comments.text',
      'media_comments.anchor',
      'media_comments.drawing',
      'media_comments.mentions',
      'media_comments.created_at as createdAt',
      'media_comments.edited_at as editedAt',
      'media_comments.deleted_at as deletedAt',
      'media_comments.resolved_at as resolvedAt',
      'resolver.user_name as resolverName',
      'media_comments.version',
    ]);
}

/** Every comment of a medium (threads and replies), oldest first. */
export function commentsOfMedium(db: Db, mediaId: number): Promise<MediaCommentRow[]> {
  return withPeople(db)
    .where('media_comments.media_id', '=', mediaId)
    .orderBy('media_comments.id')
    .execute();
}

/** One comment, or undefined. */
export function findMediaComment(db: Db, id: number) {
  return withPeople(db).where('media_comments.id', '=', id).executeTakeFirst() as Promise<
    MediaCommentRow | undefined
  >;
}

/** A thread's replies, oldest first. */
export function repliesOf(db: Db, parentId: number): Promise<MediaCommentRow[]> {
  return withPeople(db)
    .where('media_comments.parent_id', '=', parentId)
    .orderBy('media_comments.id')
    .execute();
}

/**
 * Makes this transaction wait for any other transaction on the same medium until it ends, so a
 * check and the write after it (the next thread number, the state a decision changes) see each
 * other. SQLite runs write transactions one at a time already; PostgreSQL locks the media row.
 */
export async function takeMediumTurn(trx: Db, mediaId: number) {
  if (engineOf(trx) !== 'postgres') return;
  await trx.selectFrom('media').select('id').where('id', '=', mediaId).forUpdate().execute();
}

/** What a new comment stores (a thread has an anchor, a reply a parent). */
export interface NewMediaCommentRow {
  mediaId: number;
  parentId: number | null;
  /** The user who wrote it, or null: a guest of a review link (`guestId`). */
  authorId: number | null;
  guestId: number | null;
  text: string;
  anchor: string | null;
  drawing: string | null;
  mentions: string;
  /** The version of the medium it is on. */
  version: number;
}

/**
 * Stores a comment inside the caller's transaction (which took the medium's turn); a thread gets
 * the medium's next number.
 */
export async function insertMediaComment(trx: Db, values: NewMediaCommentRow) {
  let number: number | null = null;
  if (values.parentId === null) {
    const { last } = await trx
      .selectFrom('media_comments')
      .select((eb) => eb.fn.max('number').as('last'))
      .where('media_id', '=', values.mediaId)
      .executeTakeFirstOrThrow();
    number = Number(last ?? 0) + 1;
  }
  const { id } = await trx
    .insertInto('media_comments')
    .values({
      media_id: values.mediaId,
      parent_id: values.parentId,
      number,
      author_id: values.authorId,
      guest_id: values.guestId,
      text: values.text,
      anchor: values.anchor,
      drawing: values.drawing,
      mentions: values.mentions,
      version: values.version,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The author's new words (and drawing, mentions). */
export async function updateMediaComment(
  db: Db,
  id: number,
  changes: { text: string; drawing: string | null; mentions: string },
) {
  await db
    .updateTable('media_comments')
    .set({ ...changes, edited_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Resolves a thread (by a user, now) or reopens it (null). */
export async function setResolution(db: Db, id: number, by: number | null) {
  await db
    .updateTable('media_comments')
    .set({ resolved_at: by === null ? null : new Date().toISOString(), resolved_by: by })
    .where('id', '=', id)
    .execute();
}

/** How many replies a thread has. */
export async function replyCount(db: Db, parentId: number) {
  const row = await db
    .selectFrom('media_comments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Turns a thread into a tombstone: its replies and pin stay; its words, drawing, author go. */
export async function markCommentDeleted(db: Db, id: number) {
  await db
    .updateTable('media_comments')
    .set({
      text: '',
      author_id: null,
      guest_id: null,
      drawing: null,
      mentions: '[]',
      deleted_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** Removes a comment row (a thread's replies go with it). */
export async function removeMediaComment(db: Db, id: number) {
  await db.deleteFrom('media_comments').where('id', '=', id).execute();
}

/** Users by id with their name and whether they belong to the studio. */
export function usersByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .leftJoin('clients', 'clients.id', 'users.client_id')
    .select(['users.id', 'users.user_name as name', 'clients.is_internal as internal'])
    .where('users.id', 'in', [...ids])
    .execute();
}

/**
 * Active users of a client, or of the studio's own staff (admins, holders of roles in
 * `studioRoles`), each with their roles (the project's people; people.ts decides).
 */
export async function peopleCandidates(db: Db, clientId: number, studioRoles: readonly string[]) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .leftJoin('clients', 'clients.id', 'users.client_id')
    .select([
      'users.id',
      'users.user_name as name',
      'users.is_admin as isAdmin',
      'users.client_id as clientId',
      'clients.is_internal as internal',
      'user_roles.role',
    ])
    .where('users.disabled', '=', 0)
    .where((eb) =>
      eb.or([
        eb('users.client_id', '=', clientId),
        eb('users.is_admin', '=', 1),
        ...(studioRoles.length
          ? [
              eb(
                'users.id',
                'in',
                eb
                  .selectFrom('user_roles')
                  .select('user_id')
                  .where('role', 'in', [...studioRoles]),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('users.id')
    .execute();
  const users = new Map<
    number,
    {
      id: number;
      name: string;
      isAdmin: boolean;
      clientId: number | null;
      internal: boolean;
      roles: string[];
    }
  >();
  for (const row of rows) {
    const user = users.get(row.id) ?? {
      id: row.id,
      name: row.name,
      isAdmin: row.isAdmin === 1,
      clientId: row.clientId,
      internal: row.internal === 1,
      roles: [],
    };
    if (row.role) user.roles.push(row.role);
    users.set(row.id, user);
  }
  return [...users.values()];
}

/** A decision with the names of who decided and for which client. */
export interface DecisionRow {
  id: number;
  mediaId: number;
  outcome: string;
  reason: string;
  userName: string | null;
  /** A guest's name, and the label of the review link they decided through. */
  guestName: string | null;
  guestLinkLabel: string | null;
  onBehalfOf: string | null;
  createdAt: string;
  version: number;
  /** Who decided: a user, or a guest of a review link. */
  userId: number | null;
  guestId: number | null;
}

function decisionsWithNames(db: Db) {
  return db
    .selectFrom('media_decisions')
    .leftJoin('users', 'users.id', 'media_decisions.user_id')
    .leftJoin('clients', 'clients.id', 'media_decisions.on_behalf_of_client_id')
    .leftJoin('share_guests as guest', 'guest.id', 'media_decisions.guest_id')
    .leftJoin('share_links as guest_link', 'guest_link.id', 'guest.link_id')
    .select([
      'media_decisions.id',
      'media_decisions.media_id as mediaId',
      'media_decisions.outcome',
      'media_decisions.reason',
      'users.user_name as userName',
      'guest.name as guestName',
      'guest_link.label as guestLinkLabel',
      'clients.name as onBehalfOf',
      'media_decisions.created_at as createdAt',
      'media_decisions.version',
      'media_decisions.user_id as userId',
      'media_decisions.guest_id as guestId',
    ]);
}

/** A medium's decisions, newest first. */
export function decisionsOf(db: Db, mediaId: number): Promise<DecisionRow[]> {
  return decisionsWithNames(db)
    .where('media_decisions.media_id', '=', mediaId)
    .orderBy('media_decisions.id', 'desc')
    .execute();
}

/** Records a decision. */
export async function insertDecision(
  db: Db,
  values: {
    mediaId: number;
    outcome: string;
    reason: string;
    /** The user who decided, or null: a guest of a review link (`guestId`). */
    userId: number | null;
    guestId: number | null;
    onBehalfOfClientId: number | null;
    version: number;
  },
) {
  await db
    .insertInto('media_decisions')
    .values({
      media_id: values.mediaId,
      outcome: values.outcome,
      reason: values.reason,
      user_id: values.userId,
      guest_id: values.guestId,
      on_behalf_of_client_id: values.onBehalfOfClientId,
      version: values.version,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * The review of many media at once, in two grouped queries (a project page's every tile):
 * each medium's latest decision on its latest version, and its live threads (on every version)
 * with how many are open.
 */
export async function reviewRowsOf(db: Db, mediaIds: readonly number[]) {
  if (mediaIds.length === 0) return { latest: [], counts: [] };
  const ids = [...mediaIds];
  const latest: DecisionRow[] = await decisionsWithNames(db)
    .where('media_decisions.id', 'in', (eb) =>
      eb
        .selectFrom('media_decisions')
        .innerJoin('media', 'media.id', 'media_decisions.media_id')
        .select((inner) => inner.fn.max('media_decisions.id').as('id'))
        .where('media_decisions.media_id', 'in', ids)
        .whereRef('media_decisions.version', '=', 'media.version')
        .groupBy('media_decisions.media_id'),
    )
    .execute();
  const counts = await db
    .selectFrom('media_comments')
    .select((eb) => [
      'media_id as mediaId',
      eb.fn.countAll<number>().as('threads'),
      eb.fn.sum<number>(eb.case().when('resolved_at', 'is', null).then(1).else(0).end()).as('open'),
    ])
    .where('media_id', 'in', ids)
    .where('parent_id', 'is', null)
    .where('deleted_at', 'is', null)
    .groupBy('media_id')
    .execute();
  return { latest, counts };
}

/** The notifications whose `data` is exactly this JSON (what a comment caused), by user. */
export function notificationsWithData(db: Db, data: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'user_id'])
    .where('data', '=', data)
    .execute();
}

/** A medium's latest version (read inside its turn, it cannot change until the turn ends). */
export async function latestVersion(trx: Db, mediaId: number) {
  const row = await trx
    .selectFrom('media')
    .select('version')
    .where('id', '=', mediaId)
    .executeTakeFirstOrThrow();
  return row.version;
}

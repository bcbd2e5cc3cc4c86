import { sortItems, type ProjectListQuery, type ProjectSummary } from '@portal/contract';
import type { InferOutput } from 'valibot';
import type { ProjectListQuerySchema } from '@portal/contract';
import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { containsText } from '../db/text-search.js';
import { sqliteToIso } from '../db/time.js';
import { coverImages } from './covers.js';
import { scopeOf } from './project-scope.js';
import { PROJECT_COLUMNS, scoped, visibilityOf, type ProjectScope } from './repository.js';

type ListQuery = InferOutput<typeof ProjectListQuerySchema>;

/** The projects in scope that pass the filters, each with its count of published posts. */
async function filteredRows(db: Db, scope: ProjectScope, query: ListQuery) {
  let rows = scoped(db, scope)
    .select(PROJECT_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('posts')
        .select((inner) => inner.fn.countAll<number>().as('c'))
        .whereRef('posts.project_id', '=', 'projects.id')
        .where('posts.published_at', 'is not', null)
        .as('postCount'),
    );
  if (query.search) rows = rows.where(containsText('projects.name', query.search));
  if (query.visibility !== undefined)
    rows = rows.where('projects.visibility', '=', query.visibility);
  if (query.clientId !== undefined) rows = rows.where('projects.client_id', '=', query.clientId);
  if (query.status === 'active') rows = rows.where('projects.archived_at', 'is', null);
  if (query.status === 'archived') rows = rows.where('projects.archived_at', 'is not', null);
  return rows.orderBy('projects.id').execute();
}

/** The clients of the projects in scope, by name (the list's client filter). */
async function clientsInScope(db: Db, scope: ProjectScope) {
  const rows = await scoped(db, scope)
    .select(['clients.id', 'clients.name'])
    .distinct()
    .orderBy('clients.name')
    .execute();
  return rows;
}

/**
 * GET /api/projects: the caller's projects, filtered in SQL, then sorted with the contract's one
 * sort (spec point 3) and paged here. A scope holds at most a few thousand projects, so sorting
 * them in memory costs little and keeps one sort for every list; ties keep id order.
 */
export async function projectPage(db: Db, auth: AuthContext, query: ListQuery) {
  const scope = scopeOf(auth);
  const rows = await filteredRows(db, scope, query);
  const summaries: Omit<ProjectSummary, 'coverImageUrl'>[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    clientId: row.clientId,
    clientName: row.clientName,
    visibility: visibilityOf(row.visibility),
    updatedDate: sqliteToIso(row.updatedAt),
    archived: row.archivedAt !== null,
    postCount: Number(row.postCount ?? 0),
  }));
  const sorted = sortItems(summaries, { columnKey: query.sort, direction: query.direction });
  const start = (query.page - 1) * query.pageSize;
  const items = sorted.slice(start, start + query.pageSize);
  const covers = await coverImages(
    db,
    items.map((item) => item.id),
  );
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: sorted.length,
    items: items.map((item) => ({ ...item, coverImageUrl: covers.get(item.id) ?? null })),
    clients: await clientsInScope(db, scope),
  };
}

/** What a project list asks for (for callers building one). */
export type { ProjectListQuery };

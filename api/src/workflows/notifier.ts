import type { ProjectData, WorkflowKind } from '@portal/contract';
import { permissionsOf } from '../account/permissions.js';
import type { Db } from '../db/database.js';
import type { NotificationService } from '../notifications/service.js';
import { projectTeamIds } from '../projects/project-team.js';
import type { WorkflowCaller } from './workflow-access.js';

/** The longest excerpt of a move's message in a notification. */
const EXCERPT = 200;

/**
 * The studio staff who look after every client's workflows: active admins and holders of
 * Client.ViewAll who may also manage projects (those who can answer), never the author.
 */
async function studioManagerIds(db: Db, exceptUserId: number) {
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_roles', 'user_roles.user_id', 'users.id')
    .select(['users.id', 'users.is_admin', 'user_roles.role'])
    .where('users.disabled', '=', 0)
    .where('users.id', '!=', exceptUserId)
    .orderBy('users.id')
    .execute();
  const roles = new Map<number, { isAdmin: boolean; roles: string[] }>();
  for (const row of rows) {
    const user = roles.get(row.id) ?? { isAdmin: row.is_admin === 1, roles: [] };
    if (row.role) user.roles.push(row.role);
    roles.set(row.id, user);
  }
  return [...roles]
    .filter(([, user]) => {
      const held = permissionsOf(user.roles, user.isAdmin);
      return held.includes('Engage.Client.ViewAll') && held.includes('Engage.Project.Manage');
    })
    .map(([id]) => id);
}

/**
 * Tells the other side of a move with a notice (a ProjectUpdate, stored then pushed, so their
 * open page refreshes). The client's team hears of every such move, the mover excepted; a
 * client's move also reaches the studio's managers, who wait for it.
 */
export class WorkflowNotifier {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
  ) {}

  async moved(
    kind: WorkflowKind,
    caller: WorkflowCaller,
    notice: string,
    record: { id: number; title: string; reference: string },
    message: string,
  ) {
    const author = caller.auth.effective.id;
    const team = await projectTeamIds(this.db, caller.project.clientId, author);
    const studio = caller.side === 'client' ? await studioManagerIds(this.db, author) : [];
    const recipients = [...new Set([...team, ...studio])];
    if (recipients.length === 0) return;
    const excerpt = message.length > EXCERPT ? `${message.slice(0, EXCERPT - 1)}…` : message;
    const data: ProjectData = { projectId: caller.project.id, workflow: kind, itemId: record.id };
    await this.notifications.createForUsers(recipients, {
      type: 'ProjectUpdate',
      title: `${notice}: ${record.title}`,
      message: `${caller.project.name} · ${record.reference}${excerpt ? `\n${excerpt}` : ''}`,
      data,
    });
  }
}

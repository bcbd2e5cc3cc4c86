import { WORKFLOW_MAIL_KINDS, type ProjectData, type WorkflowKind } from '@portal/contract';
import type { Db } from '../db/database.js';
import type { NotificationService } from '../notifications/service.js';
import { projectTeamIds, studioManagerIds } from '../projects/project-team.js';
import type { WorkflowCaller } from './workflow-access.js';

/** The longest excerpt of a move's message in a notification. */
const EXCERPT = 200;

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
      mail: { kind: WORKFLOW_MAIL_KINDS[kind], waiting: kind !== 'invoices' },
    });
  }
}

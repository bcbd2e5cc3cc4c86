import type { NotificationType } from '@portal/contract';
import { findUserById } from '../account/user-repository.js';
import type { Db } from '../db/database.js';
import type { NotificationService } from '../notifications/service.js';
import { mayFollowProject, projectTeamIds } from '../projects/project-team.js';
import { commentNotifications, isStudioClient, type CommentRow } from './repository.js';

/** What a notification needs to know of the project. */
interface ProjectRef {
  id: number;
  name: string;
  clientId: number;
}

/** The `data` of a comment's notifications; also how they are found again to withdraw them. */
const dataOf = (comment: Pick<CommentRow, 'id' | 'projectId'>) => ({
  projectId: comment.projectId,
  commentId: comment.id,
});

/** A comment shortened for a notification line. */
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
};

/**
 * The notifications comments produce. A reply tells the parent's author (CommentReply). A new
 * thread from the studio is news for the client, so it reaches the project's team as a
 * ProjectUpdate; a client's own threads notify nobody, since studio staff follow every client's
 * projects in the portal and a bell per comment would bury them.
 */
export class CommentNotifier {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
  ) {}

  /** Sends what a new comment calls for. */
  async created(
    comment: CommentRow,
    parent: CommentRow | null,
    author: { id: number; userName: string; clientId: number | null },
    project: ProjectRef,
  ) {
    if (parent) return this.reply(comment, parent, author, project);
    if (!(await isStudioClient(this.db, author.clientId))) return;
    const team = await projectTeamIds(this.db, project.clientId, author.id);
    await this.notifications.createForUsers(team, {
      type: 'ProjectUpdate',
      title: `New comment on ${project.name}`,
      message: `${author.userName}: “${excerpt(comment.text)}”`,
      data: dataOf(comment),
      mail: { kind: 'comment' },
    });
  }

  private async reply(
    comment: CommentRow,
    parent: CommentRow,
    author: { id: number; userName: string },
    project: ProjectRef,
  ) {
    if (parent.authorId === null || parent.authorId === author.id) return;
    const recipient = await findUserById(this.db, parent.authorId);
    // Someone who left the client (or was disabled) no longer hears of its projects.
    if (!recipient || !mayFollowProject(recipient, project)) return;
    await this.notifications.create(recipient.id, {
      type: 'CommentReply',
      title: `${author.userName} replied to your comment`,
      message: `On ${project.name}: “${excerpt(comment.text)}”`,
      data: dataOf(comment),
      mail: { kind: 'comment' },
    });
  }

  /** Withdraws the notifications a deleted comment produced: they would lead nowhere. */
  async withdrawn(comment: Pick<CommentRow, 'id' | 'projectId' | 'parentId'>) {
    const type: NotificationType = comment.parentId === null ? 'ProjectUpdate' : 'CommentReply';
    const rows = await commentNotifications(this.db, type, JSON.stringify(dataOf(comment)));
    const byUser = new Map<number, number[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
    for (const [userId, ids] of byUser) await this.notifications.delete(userId, ids);
  }
}

import {
  formatTimecode,
  REVIEW_STATE_LABELS,
  type Anchor,
  type ProjectData,
  type ReviewOutcome,
} from '@portal/contract';
import { findUserById } from '../account/user-repository.js';
import type { Db } from '../db/database.js';
import type { NotificationService } from '../notifications/service.js';
import { mayFollowProject, studioManagerIds } from '../projects/project-team.js';
import type { ReviewedMedium } from './access.js';
import { notificationsWithData } from './repository.js';

/** Who acted: the effective user, or a guest of a review link (no id; named with the link). */
interface Actor {
  id: number | null;
  userName: string;
}

/** The `data` of a review's notifications (the link opens the medium at the comment). */
export const reviewData = (medium: ReviewedMedium, commentId?: number): ProjectData => ({
  projectId: medium.project.id,
  mediaId: medium.id,
  ...(commentId === undefined ? {} : { commentId }),
});

/** Text shortened for a notification line. */
const excerpt = (text: string, length = 140) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** " at 00:00:03:12" for a pin to a moment (a 360° video's view too), else nothing. */
function at(medium: ReviewedMedium, anchor: Anchor | null) {
  const time = anchor?.kind === 'time' ? anchor.time : anchor?.kind === 'view' ? anchor.time : null;
  return time === null || time === undefined ? '' : ` at ${formatTimecode(time, medium.frameRate)}`;
}

/** What a decision is called in a notification's title. */
const DECISION_TITLES: Record<ReviewOutcome, string> = {
  Approved: REVIEW_STATE_LABELS.Approved,
  ChangesRequested: REVIEW_STATE_LABELS.ChangesRequested,
  Withdrawn: 'Decision withdrawn',
};

/**
 * The notifications a review produces (ProjectUpdate, stored then pushed). The studio's
 * managers hear of the client's comments and decisions, which they act on; each person
 * mentioned hears of it (instead); a thread's author hears of a reply (CommentReply) and when
 * someone else resolves it; nobody hears twice of one comment. The studio's own threads notify
 * nobody but those they mention: the client is shown them on the medium, and a bell per remark
 * would bury the decisions.
 */
export class ReviewNotifier {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
  ) {}

  /** A new thread or reply (`anchor`: the thread's pin), by a side, mentioning some people. */
  async commented(
    medium: ReviewedMedium,
    comment: {
      id: number;
      text: string;
      isReply: boolean;
      anchor: Anchor | null;
      /** A reply's thread's author, who hears of it. */
      threadAuthorId: number | null;
    },
    author: Actor,
    side: 'studio' | 'client',
    mentioned: readonly number[],
  ) {
    const told = await this.mention(medium, comment, author, mentioned);
    if (comment.threadAuthorId !== null && !told.includes(comment.threadAuthorId)) {
      if (await this.reply(medium, comment, comment.threadAuthorId, author)) {
        told.push(comment.threadAuthorId);
      }
    }
    if (side !== 'client') return;
    const managers = (await studioManagerIds(this.db, author.id)).filter(
      (id) => !told.includes(id),
    );
    if (managers.length === 0) return;
    await this.notifications.createForUsers(managers, {
      type: 'ProjectUpdate',
      title: `New ${comment.isReply ? 'reply' : 'comment'} on ${medium.title}${at(medium, comment.anchor)}`,
      message: `${medium.project.name} · ${author.userName}: “${excerpt(comment.text)}”`,
      data: reviewData(medium, comment.id),
      mail: { kind: 'comment' },
    });
  }

  /**
   * Tells each mentioned person (not the author; only those who may still follow the project);
   * answers who was told.
   */
  async mention(
    medium: ReviewedMedium,
    comment: { id: number; text: string; anchor: Anchor | null },
    author: Actor,
    mentioned: readonly number[],
  ) {
    const told: number[] = [];
    for (const id of new Set(mentioned)) {
      if (id === author.id) continue;
      const user = await findUserById(this.db, id);
      if (user && mayFollowProject(user, medium.project)) told.push(id);
    }
    if (told.length === 0) return told;
    await this.notifications.createForUsers(told, {
      type: 'ProjectUpdate',
      title: `${author.userName} mentioned you on ${medium.title}${at(medium, comment.anchor)}`,
      message: `${medium.project.name}: “${excerpt(comment.text)}”`,
      data: reviewData(medium, comment.id),
      mail: { kind: 'comment', mention: true },
    });
    return told;
  }

  /**
   * A reply to someone else's thread: its author hears of it (CommentReply, as in a project's
   * discussion), if they may still follow the project. Answers whether they were told.
   */
  private async reply(
    medium: ReviewedMedium,
    comment: { id: number; text: string; anchor: Anchor | null },
    threadAuthorId: number,
    author: Actor,
  ) {
    if (threadAuthorId === author.id) return false;
    const recipient = await findUserById(this.db, threadAuthorId);
    if (!recipient || !mayFollowProject(recipient, medium.project)) return false;
    await this.notifications.create(recipient.id, {
      type: 'CommentReply',
      title: `${author.userName} replied to your comment on ${medium.title}${at(medium, comment.anchor)}`,
      message: `${medium.project.name}: “${excerpt(comment.text)}”`,
      data: reviewData(medium, comment.id),
      mail: { kind: 'comment' },
    });
    return true;
  }

  /** A thread resolved by someone other than its author: the author hears of it. */
  async resolved(
    medium: ReviewedMedium,
    thread: { id: number; text: string; authorId: number | null; anchor: Anchor | null },
    by: Actor,
  ) {
    if (thread.authorId === null || thread.authorId === by.id) return;
    const author = await findUserById(this.db, thread.authorId);
    if (!author || !mayFollowProject(author, medium.project)) return;
    await this.notifications.create(author.id, {
      type: 'ProjectUpdate',
      title: `${by.userName} resolved your comment on ${medium.title}${at(medium, thread.anchor)}`,
      message: `${medium.project.name}: “${excerpt(thread.text)}”`,
      data: reviewData(medium, thread.id),
      mail: { kind: 'comment' },
    });
  }

  /** A decision of the client's side: the studio's managers hear of it. */
  async decided(
    medium: ReviewedMedium,
    outcome: ReviewOutcome,
    reason: string,
    by: Actor,
    side: 'studio' | 'client',
  ) {
    if (side !== 'client') return;
    const managers = await studioManagerIds(this.db, by.id);
    if (managers.length === 0) return;
    await this.notifications.createForUsers(managers, {
      type: 'ProjectUpdate',
      title: `${DECISION_TITLES[outcome]}: ${medium.title}`,
      message: `${medium.project.name} · ${by.userName}${reason ? `\n${excerpt(reason, 200)}` : ''}`,
      data: reviewData(medium),
      mail: { kind: 'reviewDecision' },
    });
  }

  /** Withdraws what a deleted comment caused (its notifications would lead nowhere). */
  async withdrawn(medium: ReviewedMedium, commentId: number) {
    const rows = await notificationsWithData(
      this.db,
      JSON.stringify(reviewData(medium, commentId)),
    );
    const byUser = new Map<number, number[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row.id]);
    for (const [userId, ids] of byUser) await this.notifications.delete(userId, ids);
  }
}

import {
  addDays,
  REVIEW_REMINDER_TITLES,
  reviewOpen,
  studioDay,
  type ReviewReminderKind,
} from '@portal/contract';
import type { Db } from '../db/database.js';
import { dayInWords, digestRunOf } from '../mail/sydney.js';
import type { NotificationService } from '../notifications/service.js';
import { reviewedMedium } from '../reviews/access.js';
import { reviewSummaries } from '../reviews/decisions.js';
import { reviewData } from '../reviews/notifier.js';
import { findReviewedMedium } from '../reviews/repository.js';
import { claimReminders, mediaDueOn } from './repository.js';
import { reviewerIds } from './reviewers.js';

/**
 * The reminders of the studio's day at `instant`, from its 07:00 on (before then, nothing): each
 * medium due tomorrow ('dayBefore') or today ('dueToday') whose review is still open (not
 * approved on its latest version) gives each of its reviewers a notification, 'Review due
 * tomorrow: <title>', linking to the medium, e-mailed as a `reviewDue` that waits for them. A
 * due day set later in the day is reminded of at the next run. Each reminder is keyed by
 * medium, person, due day and kind, so running this again (the next minute, another process,
 * after a restart) sends nothing twice. Answers how many notifications it stored.
 */
export async function sendReviewReminders(
  db: Db,
  notifications: NotificationService,
  instant: Date,
) {
  const today = studioDay(instant);
  if (digestRunOf(instant).day !== today) return 0;
  const tomorrow = addDays(today, 1);
  const due = await mediaDueOn(db, [today, tomorrow]);
  const reviews = await reviewSummaries(
    db,
    due.map((each) => each.id),
  );
  let sent = 0;
  for (const { id, dueOn } of due) {
    if (!reviewOpen(reviews.get(id)?.state)) continue;
    const row = await findReviewedMedium(db, id);
    if (!row) continue;
    const medium = reviewedMedium(row);
    const kind: ReviewReminderKind = dueOn === today ? 'dueToday' : 'dayBefore';
    sent += await notifications.createForUsers(
      await reviewerIds(db, medium.project.clientId),
      {
        type: 'ProjectUpdate',
        title: REVIEW_REMINDER_TITLES[kind](medium.title),
        message: `${medium.project.name} · due ${dayInWords(dueOn)}`,
        data: reviewData(medium),
        mail: { kind: 'reviewDue', waiting: true },
      },
      (trx, userIds) => claimReminders(trx, { mediaId: id, dueOn, kind }, userIds),
    );
  }
  return sent;
}

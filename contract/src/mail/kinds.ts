import * as v from 'valibot';
import type { WorkflowKind } from '../workflows/kinds.ts';

/**
 * The kinds of e-mail a person can get, one per kind of notification they act on (issue 31):
 * each has its own choice (immediately, daily digest, off) and its own unsubscribe link.
 */
export const MAIL_KINDS = [
  'newPost',
  'comment',
  'reviewDecision',
  'reviewDue',
  'estimate',
  'query',
  'invoice',
  'downloadReady',
  'filesReceived',
  'enquiry',
] as const;
/** One kind of e-mail. */
export type MailKind = (typeof MAIL_KINDS)[number];
/** A kind of e-mail on the wire (a preference, an unsubscribe token). */
export const MailKindSchema = v.picklist(MAIL_KINDS);

/** How a person gets the e-mails of one kind. */
export const MAIL_DELIVERIES = ['immediately', 'digest', 'off'] as const;
/** Immediately, in the daily digest, or not at all. */
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];
/** A delivery on the wire. */
export const MailDeliverySchema = v.picklist(MAIL_DELIVERIES);

/** Each kind's name (the e-mail section's control, the digest's group, the unsubscribe page). */
export const MAIL_KIND_LABELS = {
  newPost: 'New posts and versions',
  comment: 'Comments and mentions',
  reviewDecision: 'Review decisions',
  reviewDue: 'Review due dates',
  estimate: 'Estimates issued or approved',
  query: 'Queries sent or answered',
  invoice: 'Invoices issued',
  downloadReady: 'Downloads ready',
  filesReceived: 'Files received through an upload link',
  enquiry: 'Engagement enquiries',
} as const satisfies Record<MailKind, string>;

/** Each delivery's words on the e-mail section's controls. */
export const MAIL_DELIVERY_LABELS = {
  immediately: 'Immediately',
  digest: 'Daily digest',
  off: 'Off',
} as const satisfies Record<MailDelivery, string>;

/**
 * What a kind's control shows until the person chooses. Kinds whose notifications wait for the
 * person (a review due, an estimate to approve, a query to answer, an enquiry, the download they
 * asked for) come at once; the rest in the digest. A notification that waits for its person or
 * mentions them comes at once whatever its kind's default (`deliveryOf`).
 */
export const MAIL_DEFAULTS = {
  newPost: 'digest',
  comment: 'digest',
  reviewDecision: 'digest',
  reviewDue: 'immediately',
  estimate: 'immediately',
  query: 'immediately',
  invoice: 'digest',
  downloadReady: 'immediately',
  filesReceived: 'digest',
  enquiry: 'immediately',
} as const satisfies Record<MailKind, MailDelivery>;

/** What a notification says about its e-mail: its kind, and whether it waits for or mentions its person. */
export interface MailIntent {
  kind: MailKind;
  /** It waits for this person (an approval, a decision, an answer). */
  waiting?: boolean;
  /** It mentions this person. */
  mention?: boolean;
}

/**
 * How one notification's e-mail goes: the person's choice for its kind when they made one;
 * else at once when it waits for them or mentions them, else the kind's default.
 */
export function deliveryOf(intent: MailIntent, chosen: MailDelivery | undefined): MailDelivery {
  if (chosen) return chosen;
  if (intent.waiting || intent.mention) return 'immediately';
  return MAIL_DEFAULTS[intent.kind];
}

/**
 * What an unsubscribe link turns off: one kind of e-mail, or the daily digest as a whole (every
 * kind that comes in it; the digest's own List-Unsubscribe).
 */
export const UNSUBSCRIBE_TOPICS = [...MAIL_KINDS, 'digest'] as const;
/** A kind of e-mail, or the digest. */
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];
/** An unsubscribe link's topic on the wire. */
export const UnsubscribeTopicSchema = v.picklist(UNSUBSCRIBE_TOPICS);

/** A topic in a sentence: 'comments and mentions', 'the daily digest'. */
export const topicWords = (topic: UnsubscribeTopic) =>
  topic === 'digest' ? 'the daily digest' : MAIL_KIND_LABELS[topic].toLowerCase();

/** The kind of e-mail a workflow's moves are (an estimate issued or approved, a query, an invoice). */
export const WORKFLOW_MAIL_KINDS = {
  estimates: 'estimate',
  queries: 'query',
  invoices: 'invoice',
} as const satisfies Record<WorkflowKind, MailKind>;

import * as v from 'valibot';
import { EmailSchema } from '../account/rules.ts';
import { pageOf, PagingQuerySchema } from '../paging.ts';

/** The engagement types as bit flags (spec point 3): Animation, Render, Interactive, 3D Print. */
export const ENGAGEMENT_TYPE_FLAGS = [1, 2, 4, 8] as const;
/** The engagement types' names by flag, for texts that name them (the notification). */
export const ENGAGEMENT_TYPE_NAMES = {
  1: 'Animation',
  2: 'Render',
  4: 'Interactive',
  8: '3D Print',
} as const satisfies Record<(typeof ENGAGEMENT_TYPE_FLAGS)[number], string>;

/** The names of the engagement types whose flags are set, in order. */
export const engagementTypeNames = (flags: number) =>
  ENGAGEMENT_TYPE_FLAGS.filter((flag) => (flags & flag) !== 0).map(
    (flag) => ENGAGEMENT_TYPE_NAMES[flag],
  );

/** Every engagement type flag set. */
export const ALL_ENGAGEMENT_TYPES = ENGAGEMENT_TYPE_FLAGS.reduce((all, flag) => all | flag, 0);

/** Longest name, organisation, phone number and message of an enquiry. */
export const ENQUIRY_NAME_MAX = 200;
export const ENQUIRY_ORGANISATION_MAX = 200;
export const ENQUIRY_PHONE_MAX = 40;
export const ENQUIRY_MESSAGE_MAX = 2000;

/** The texts of the engagement form and its API, written once for both ends. */
export const ENGAGEMENT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Please keep your name under ${ENQUIRY_NAME_MAX} characters`,
  organisationTooLong: `Please keep the organisation under ${ENQUIRY_ORGANISATION_MAX} characters`,
  phoneInvalid: 'Please enter a phone number (digits, spaces, + - and brackets)',
  typesRequired: 'Choose at least one service',
  typesInvalid: 'Choose services from the list',
  messageTooLong: `Please keep the message under ${ENQUIRY_MESSAGE_MAX} characters`,
  /** The 429 of the public endpoint. */
  tooMany:
    'Too many enquiries have been sent from your network. Please wait an hour and try again.',
  /** What the visitor reads once the enquiry is stored. */
  sent: (email: string) =>
    `Thank you. Your enquiry has been sent, and the studio will reply to ${email}.`,
  /** The admins' notification. */
  notificationTitle: (name: string) => `New enquiry from ${name}`,
  /** An id that names no enquiry. */
  notFound: 'No such enquiry.',
} as const;

const optionalText = (max: number, message: string) =>
  v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)), '');

/** The chosen engagement types: a whole number of the four flags, at least one set. */
export const EngagementTypesSchema = v.pipe(
  v.number(ENGAGEMENT_MESSAGES.typesRequired),
  v.integer(ENGAGEMENT_MESSAGES.typesInvalid),
  v.minValue(1, ENGAGEMENT_MESSAGES.typesRequired),
  v.check((flags) => (flags & ~ALL_ENGAGEMENT_TYPES) === 0, ENGAGEMENT_MESSAGES.typesInvalid),
);

/**
 * POST /api/engagement/enquiries: who asks, about which services, and what they say. A missing
 * name, e-mail or choice reads as empty, so it gets the field's own sentence rather than a
 * generic 'Invalid key'.
 */
export const EngagementEnquiryRequestSchema = v.object({
  name: v.optional(
    v.pipe(
      v.string(ENGAGEMENT_MESSAGES.nameRequired),
      v.trim(),
      v.nonEmpty(ENGAGEMENT_MESSAGES.nameRequired),
      v.maxLength(ENQUIRY_NAME_MAX, ENGAGEMENT_MESSAGES.nameTooLong),
    ),
    '',
  ),
  email: v.optional(EmailSchema, ''),
  organisation: optionalText(ENQUIRY_ORGANISATION_MAX, ENGAGEMENT_MESSAGES.organisationTooLong),
  phone: v.optional(
    v.pipe(
      v.string(ENGAGEMENT_MESSAGES.phoneInvalid),
      v.trim(),
      v.maxLength(ENQUIRY_PHONE_MAX, ENGAGEMENT_MESSAGES.phoneInvalid),
      v.regex(/^[\d\s+()-]*$/, ENGAGEMENT_MESSAGES.phoneInvalid),
    ),
    '',
  ),
  engagementTypes: v.optional(EngagementTypesSchema, 0),
  message: optionalText(ENQUIRY_MESSAGE_MAX, ENGAGEMENT_MESSAGES.messageTooLong),
});
/** An enquiry as the form sends it. */
export type EngagementEnquiryRequest = v.InferInput<typeof EngagementEnquiryRequestSchema>;

/** The answer to a stored enquiry (201). */
export const EnquiryReceiptSchema = v.object({ id: v.number() });

/** A stored enquiry, as the admin list shows it. */
export const EnquirySchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  /** Null when none was given. */
  organisation: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** The bit flags of ENGAGEMENT_TYPE_FLAGS. */
  engagementTypes: v.number(),
  message: v.string(),
  /** ISO 8601. */
  createdDate: v.string(),
  /** ISO 8601; null while open. */
  handledDate: v.nullable(v.string()),
  /** The name of the admin who marked it handled (null while open, or once they are gone). */
  handledBy: v.nullable(v.string()),
});
/** A stored enquiry. */
export type Enquiry = v.InferOutput<typeof EnquirySchema>;

/** Which enquiries the admin list shows. */
export const ENQUIRY_STATUSES = ['open', 'handled', 'all'] as const;
/** One filter of the admin list. */
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** GET /api/admin/enquiries: the paging query, and open, handled or all (default all). */
export const EnquiryListQuerySchema = v.object({
  ...PagingQuerySchema.entries,
  status: v.optional(
    v.picklist(ENQUIRY_STATUSES, `status must be one of ${ENQUIRY_STATUSES.join(', ')}.`),
    'all',
  ),
});

/** One page of enquiries, newest first. */
export const EnquiryPageSchema = pageOf(EnquirySchema);

/** PUT /api/admin/enquiries/:id/handled: mark handled (true) or open again (false). */
export const EnquiryHandledRequestSchema = v.object({
  handled: v.boolean('handled must be true or false.'),
});

/** The `data` of the Alert notification about a new enquiry. */
export const EnquiryNotificationDataSchema = v.object({
  enquiryId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

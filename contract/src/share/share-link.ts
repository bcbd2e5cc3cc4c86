import * as v from 'valibot';
import { EmailSchema } from '../account/rules.ts';
import { withinDateRange } from '../dates.ts';
import { IdSchema } from '../paging.ts';
import { PostSchema } from '../projects/project.ts';

// Share links: a post or a whole project opened by anyone holding the link, without an account.
// The token (256 random bits, base64url) is in the page's address `/share/{token}`; the API keeps
// only its hash (and, for the owners' list, the token sealed with the server's key).

/** Said for a link that is unknown (a mistyped or made-up address). */
export const SHARED_LINK_INVALID_MESSAGE = 'This link is invalid or has expired.';

/**
 * What a link's holder may do besides looking: download nothing, only the previews (a picture's
 * largest preview, a video's web copy), or the originals.
 */
export const SHARE_DOWNLOADS = ['none', 'previews', 'originals'] as const;
/** One downloads setting. */
export type ShareDownloads = (typeof SHARE_DOWNLOADS)[number];
/** The downloads settings in words (the new-link form's choices, the list's badges). */
export const SHARE_DOWNLOAD_LABELS: Record<ShareDownloads, string> = {
  none: 'No downloads',
  previews: 'Previews only',
  originals: 'Originals',
};

/** The longest guest name (a guest's e-mail follows the sign-in forms' `EmailSchema`). */
export const MAX_GUEST_NAME_LENGTH = 100;

/**
 * How a guest's comment or decision names them: "Ana Ruiz (guest, via 'Agency review')", or
 * "(guest, via a share link)" when the link has no label.
 */
export const guestAuthorName = (name: string, linkLabel: string) =>
  `${name} (guest, via ${linkLabel ? `'${linkLabel}'` : 'a share link'})`;

/** The longest label, and the longest password. */
export const MAX_SHARE_LABEL_LENGTH = 100;
export const MAX_SHARE_PASSWORD_LENGTH = 200;
/** A link lives at most this many days. */
export const MAX_SHARE_DAYS = 365;

/** Messages of the share fields and answers. */
export const SHARE_MESSAGES = {
  labelTooLong: `A label can be at most ${MAX_SHARE_LABEL_LENGTH} characters.`,
  passwordTooShort: 'A password needs at least 8 characters.',
  passwordTooLong: `A password can be at most ${MAX_SHARE_PASSWORD_LENGTH} characters.`,
  expiryInvalid: 'Choose a date from tomorrow to a year from now.',
  postNotInProject: 'That post is not in this project.',
  passwordRequired: 'This link is protected by a password.',
  passwordWrong: 'That password is not right.',
  tooManyTries: 'Too many tries. Wait a few minutes, then try again.',
  downloadNotAllowed: 'Downloads are not allowed through this link.',
  previewsOnly: 'Only previews can be downloaded through this link, and this file has none.',
  revoked: 'This link was turned off by the people who shared it.',
  expired: (date: string) => `This link expired on ${date}.`,
  guestNameRequired: 'Please enter your name.',
  guestNameTooLong: `A name can be at most ${MAX_GUEST_NAME_LENGTH} characters.`,
  guestRequired: 'Tell us your name and e-mail address before you comment or decide.',
  commentsNotAllowed: 'Comments are not allowed through this link.',
  decisionsNotAllowed: 'Approval decisions are not allowed through this link.',
  tooManyActions:
    'Too many comments or decisions in a short time. Wait a few minutes, then try again.',
} as const;

/** The token in a share address (base64url, at most 200 characters). */
export const ShareTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,200}$/, SHARED_LINK_INVALID_MESSAGE),
);

/** A link as its project's managers see it. */
export const ShareLinkSchema = v.object({
  id: v.number(),
  projectId: v.number(),
  /** The shared post; null when the whole project is shared. */
  postId: v.nullable(v.number()),
  /** What is shared, in words: the post's title or 'Whole project'. */
  scope: v.string(),
  label: v.string(),
  /** The page's address, to copy. */
  url: v.string(),
  createdDate: v.string(),
  createdBy: v.string(),
  /** When it stops working (ISO), or null: never. */
  expiresDate: v.nullable(v.string()),
  hasPassword: v.boolean(),
  /** Guests (after giving a name and e-mail) may comment on the shared media. */
  allowComments: v.boolean(),
  /** Guests may approve or request changes. */
  allowDecisions: v.boolean(),
  downloads: v.picklist(SHARE_DOWNLOADS),
  /** Guests who gave their name through it. */
  guestCount: v.number(),
  /** Visits (each browser session counts once). */
  viewCount: v.number(),
  lastViewedDate: v.nullable(v.string()),
});
/** A share link, as its project's managers see it. */
export type ShareLink = v.InferOutput<typeof ShareLinkSchema>;

/** POST …/share-links: what to share, for how long, how protected. */
export const NewShareLinkRequestSchema = v.object({
  /** A post of the project; null or absent: the whole project. */
  postId: v.optional(v.nullable(IdSchema), null),
  label: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(MAX_SHARE_LABEL_LENGTH, SHARE_MESSAGES.labelTooLong)),
    '',
  ),
  /**
   * The last day it works (YYYY-MM-DD, Australian time), or null: until revoked. Any day beyond
   * the date fields' ten years (spec point 9) is refused here; the API also refuses one outside
   * tomorrow to a year from now (`MAX_SHARE_DAYS`), in the same words, which say what it takes.
   */
  expiresOn: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.isoDate(SHARE_MESSAGES.expiryInvalid),
        withinDateRange(SHARE_MESSAGES.expiryInvalid),
      ),
    ),
    null,
  ),
  /** Empty: no password. */
  password: v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.minLength(8, SHARE_MESSAGES.passwordTooShort),
        v.maxLength(MAX_SHARE_PASSWORD_LENGTH, SHARE_MESSAGES.passwordTooLong),
      ),
    ]),
    '',
  ),
  allowComments: v.optional(v.boolean(), false),
  allowDecisions: v.optional(v.boolean(), false),
  downloads: v.optional(v.picklist(SHARE_DOWNLOADS), 'none'),
});
/** What the new-link form sends. */
export type NewShareLinkRequest = v.InferInput<typeof NewShareLinkRequestSchema>;
/** A new link's settings, as the API reads them. */
export type NewShareLink = v.InferOutput<typeof NewShareLinkRequestSchema>;

/** A guest of a link, as they introduced themselves (kept for the visit). */
export const ShareGuestSchema = v.object({ name: v.string(), email: v.string() });
/** A guest of a link. */
export type ShareGuest = v.InferOutput<typeof ShareGuestSchema>;

/** POST /api/share/{token}/guest: who is commenting or deciding. */
export const ShareGuestRequestSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(SHARE_MESSAGES.guestNameRequired),
    v.maxLength(MAX_GUEST_NAME_LENGTH, SHARE_MESSAGES.guestNameTooLong),
  ),
  /** The same rule and message as the sign-in forms' e-mail. */
  email: EmailSchema,
});
/** What the guest form sends. */
export type ShareGuestRequest = v.InferInput<typeof ShareGuestRequestSchema>;

/** What a link opens: the project's name and the shared posts, their media served through the link. */
export const SharedContentSchema = v.object({
  project: v.object({ name: v.string(), clientName: v.string() }),
  /** One post, or the project's published posts. */
  posts: v.array(PostSchema),
  downloads: v.picklist(SHARE_DOWNLOADS),
  /** Guests may comment, and decide (once they gave their name). */
  allowComments: v.boolean(),
  allowDecisions: v.boolean(),
  /** Who this visit said they are, or null: not yet. */
  guest: v.nullable(ShareGuestSchema),
  /** The link's label (what guests' words are marked with). */
  label: v.string(),
  expiresDate: v.nullable(v.string()),
});
/** What a link opens. */
export type SharedContent = v.InferOutput<typeof SharedContentSchema>;

/** POST /api/share/{token}/unlock: `{ password }`. */
export const ShareUnlockRequestSchema = v.object({
  password: v.pipe(v.string(), v.maxLength(MAX_SHARE_PASSWORD_LENGTH)),
});

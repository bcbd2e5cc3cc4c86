import * as v from 'valibot';
import { withinDateRange } from '../dates.ts';
import { IdSchema } from '../paging.ts';
import { PostSchema } from '../projects/project.ts';

// Share links: a post or a whole project opened by anyone holding the link, without an account.
// The token (256 random bits, base64url) is in the page's address `/share/{token}`; the API keeps
// only its hash (and, for the owners' list, the token sealed with the server's key).

/** Said for a link that is unknown, expired or revoked: always the same words. */
export const SHARED_LINK_INVALID_MESSAGE = 'This link is invalid or has expired.';

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
  allowDownload: v.boolean(),
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
  allowDownload: v.optional(v.boolean(), false),
});
/** What the new-link form sends. */
export type NewShareLinkRequest = v.InferInput<typeof NewShareLinkRequestSchema>;

/** What a link opens: the project's name and the shared posts, their media served through the link. */
export const SharedContentSchema = v.object({
  project: v.object({ name: v.string(), clientName: v.string() }),
  /** One post, or the project's published posts. */
  posts: v.array(PostSchema),
  allowDownload: v.boolean(),
  expiresDate: v.nullable(v.string()),
});
/** What a link opens. */
export type SharedContent = v.InferOutput<typeof SharedContentSchema>;

/** POST /api/share/{token}/unlock: `{ password }`. */
export const ShareUnlockRequestSchema = v.object({
  password: v.pipe(v.string(), v.maxLength(MAX_SHARE_PASSWORD_LENGTH)),
});

// Front-end pages the API sends people to: in e-mailed links, in redirects and in the
// `redirectUrl` of its answers. The remotes' route tables serve these same paths.

import type { WorkflowKind } from './workflows/kinds.ts';

/** A page path with its query string (undefined values left out, the rest encoded). */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * An e-mailed link's page with its query, each value encoded by `encodeURIComponent` (a space as
 * `%20`, `'` and `~` as they are), as the API has always written these links: links already in
 * mailboxes, and the pages and tests that read them, see the same text.
 */
function withLinkQuery(path: string, query: Record<string, string | number>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `${path}?${pairs.join('&')}`;
}

/** The pages, by what they are for. */
export const PAGES = {
  /** Where a two-step sign-in asks for its e-mailed code (mfe-auth). */
  twoFactor: '/account/two-factor',
  /** Where an external sign-in that failed says why (`?error=`; mfe-auth). */
  externalLogin: '/account/external-login',
  /** The e-mailed link that confirms an address (mfe-auth). */
  confirmEmail: '/account/confirm-email',
  /** The e-mailed link of an invitation: confirm the address, set the first password (mfe-auth). */
  acceptInvitation: '/account/confirm-email-set-password',
  /** The e-mailed link of a password reset (mfe-auth). */
  resetPassword: '/account/reset-password',
  /** The projects list, the first page after accepting an invitation (mfe-projects). */
  projects: '/projects',
  /** The signed-in person's account page: profile, password, two-step sign-in, e-mail (mfe-auth). */
  manage: '/manage',
  /** The e-mailed unsubscribe link: asks, then turns one kind of e-mail off (mfe-auth, public). */
  unsubscribe: '/account/unsubscribe',
  /** Every notification of the signed-in person (mfe-notifications). */
  notifications: '/notifications',
  /** The signed-in person's download jobs (mfe-notifications). */
  downloads: '/downloads',
} as const;

/** The external sign-in failure page, saying what went wrong. */
export const externalLoginErrorPage = (message: string) =>
  withQuery(PAGES.externalLogin, { error: message });

/** The e-mailed confirmation link's page. */
export const confirmEmailPage = (userId: number, token: string) =>
  withLinkQuery(PAGES.confirmEmail, { userId, token });

/** The e-mailed invitation link's page (the address shown on it as invited). */
export const acceptInvitationPage = (userId: number, email: string, token: string) =>
  withLinkQuery(PAGES.acceptInvitation, { userId, email, token });

/** The e-mailed reset link's page. */
export const resetPasswordPage = (email: string, token: string) =>
  withLinkQuery(PAGES.resetPassword, { email, token });

/** The e-mailed unsubscribe link's page. */
export const unsubscribePage = (token: string) => withLinkQuery(PAGES.unsubscribe, { token });

/** Where on a project's page a link leads: a comment, an open medium, or a workflow's record. */
export interface ProjectPagePlace {
  commentId?: number;
  mediaId?: number;
  workflow?: WorkflowKind;
  itemId?: number;
}

/**
 * A project's page, optionally scrolled to one comment, with one medium open, or at one record of
 * a workflow's tab (`/projects/7/estimates#estimates-3`).
 */
export const projectPage = (projectId: number, at: ProjectPagePlace = {}) => {
  const base = `${PAGES.projects}/${projectId}`;
  if (at.workflow !== undefined)
    return `${base}/${at.workflow}${at.itemId === undefined ? '' : `#${at.workflow}-${at.itemId}`}`;
  // A comment on a medium opens the medium's viewer at it; a project comment is an anchor.
  if (at.mediaId !== undefined)
    return `${base}?media=${at.mediaId}${at.commentId === undefined ? '' : `&comment=${at.commentId}`}`;
  return `${base}${at.commentId === undefined ? '' : `#comment-${at.commentId}`}`;
};

/** The page another site frames to show a post, or one of its files. */
export const embedPage = (projectId: number, postId: number, fileId?: number) =>
  fileId === undefined
    ? `/embed/project/${projectId}/post/${postId}`
    : `/project/${projectId}/post/${postId}/embed/${fileId}`;

/** The HTML another site pastes to frame an embed page (its address absolute). */
export const embedSnippet = (url: string, title: string) =>
  `<iframe src="${url}" title="${title.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}" width="100%" height="600" style="border:0" loading="lazy" allow="fullscreen" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;

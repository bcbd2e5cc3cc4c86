/** The first part of every query key of this remote: the page's one query cache is shared. */
const ROOT = 'mfe-embed';

/** Query keys of this remote's server data. */
export const queryKeys = {
  embeddedPost: (projectId: string | undefined, postId: string | undefined) =>
    [ROOT, 'post', projectId, postId] as const,
  sharedLink: (token: string) => [ROOT, 'share', token] as const,
};

// Files received through an upload link wait in their post until the studio shares them: only
// the studio's managers, the link's maker and the post's editors see them until then.

/** The texts of received files waiting to be shared (the card's badge, the buttons). */
export const RECEIVED_FILE_TEXTS = {
  badge: 'Received — not shared yet',
  share: 'Share',
  /** The Share button's accessible name on one file's card. */
  shareFile: (fileName: string) => `Share ${fileName}`,
  shareAll: 'Share all received files',
  /** The accessible name of a post's 'Share all received files'. */
  shareAllOf: (postTitle: string) => `Share all received files in ${postTitle}`,
  shared: (count: number) =>
    count === 1 ? 'One received file is now shared.' : `${count} received files are now shared.`,
  shareFailed: 'The files could not be shared. Try again.',
} as const;

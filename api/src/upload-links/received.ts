import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { shareReceived } from '../media/media-writes.js';
import { findMediaWithProject, toMedia } from '../media/repository.js';
import { editablePost, visibleMedia } from '../media/service.js';

// Sharing what a link received: whoever may edit the post's media (Post.Manage on the project's
// team). A file the caller may not see is a 404 (never revealed), one they see but may not edit
// a 403. Shared, a medium is an ordinary one: as with a studio upload of a new medium, nobody
// is notified (the studio heard of it when it came).

/** POST /api/media/{id}/share: one received file, shared (one already shared stays as it is). */
export async function shareReceivedFile(db: Db, auth: AuthContext, mediaId: number) {
  const media = await visibleMedia(db, auth, mediaId);
  const { postId, projectId } = await editablePost(db, auth, media.post_id);
  await shareReceived(db, projectId, { postId, mediaId });
  return toMedia((await findMediaWithProject(db, mediaId))!);
}

/** POST /api/posts/{postId}/received/share: every received file of the post waiting, shared. */
export async function shareAllReceived(db: Db, auth: AuthContext, postId: number) {
  const { projectId } = await editablePost(db, auth, postId);
  return { shared: (await shareReceived(db, projectId, { postId })).length };
}

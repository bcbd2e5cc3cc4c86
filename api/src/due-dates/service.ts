import type { AuthContext } from '../auth/auth-context.js';
import type { Db } from '../db/database.js';
import { editableMedia, editablePost } from '../media/service.js';
import { setMediaDueOn, setPostDueOn } from './repository.js';

// Who may set a due date: whoever may edit the post (Post.Manage on the project's team, not
// archived); out of scope is a 404, the contract's schema refused a day that is not one, or past.

/** PUT /api/posts/{id}/due-date: the day the post's media are due (null clears it). */
export async function setPostDueDate(
  db: Db,
  auth: AuthContext,
  postId: number,
  dueOn: string | null,
) {
  const { projectId } = await editablePost(db, auth, postId);
  await setPostDueOn(db, projectId, postId, dueOn);
  return { dueOn };
}

/** PUT /api/media/{id}/due-date: the day a medium is due (null: its post's day applies). */
export async function setMediaDueDate(
  db: Db,
  auth: AuthContext,
  mediaId: number,
  dueOn: string | null,
) {
  const { projectId } = await editableMedia(db, auth, mediaId);
  const stored = await setMediaDueOn(db, projectId, mediaId, dueOn);
  return { dueOn: stored.own, effectiveDueOn: stored.own ?? stored.post };
}

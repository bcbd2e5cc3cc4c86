import {
  commentAttachmentEndpoints,
  REVIEW_DECISION_MESSAGES,
  reviewEndpoints,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { Auth } from '../auth/auth-rules.js';
import type { Db } from '../db/database.js';
import type { FileStore } from '../media/file-store.js';
import { route } from '../http/route.js';
import type { NotificationHub } from '../hub/hub.js';
import type { NotificationService } from '../notifications/service.js';
import { callerOn } from './access.js';
import { sendAttachment } from './attachments.js';
import { decide, mediaReview } from './decisions.js';
import { exportDeps, exportReview, sendExport } from './export/export-review.js';
import { mediaGroups, ReviewLive } from './live.js';
import { ReviewNotifier } from './notifier.js';
import type { ReviewSessions } from './session-hub.js';
import {
  addComment,
  deleteComment,
  editComment,
  peopleOf,
  resolveThread,
  threadDrawing,
  threadList,
  type ReviewDeps,
} from './service.js';

/** What the review rules write through: the database, their notifications, the live events. */
export const reviewDeps = (
  app: FastifyInstance,
  db: Db,
  notifications: NotificationService,
  hub: Pick<NotificationHub, 'publishToGroup'>,
  store: FileStore,
): ReviewDeps => ({
  db,
  notifier: new ReviewNotifier(db, notifications),
  live: new ReviewLive(hub, (error, message) => app.log.error(error, message)),
  files: { store, log: (error, message) => app.log.error(error, message) },
});

/**
 * Review on media: threads pinned to a place in a medium, and approval decisions; the medium's
 * open viewers hear of each change through the hub's `media:<id>` groups. Who may do what
 * depends on the medium's project (scope, team, archived), so the service decides beyond the
 * permission each route declares.
 */
export async function reviewRoutes(
  app: FastifyInstance,
  {
    db,
    notifications,
    hub,
    store,
    sessions,
  }: {
    db: Db;
    notifications: NotificationService;
    hub: Pick<NotificationHub, 'publishToGroup' | 'registerGroups'>;
    /** The live sessions (session-register.ts): they hear the media groups' joins and leaves. */
    sessions: ReviewSessions;
    /** The media files (the review report's stills). */
    store: FileStore;
  },
) {
  hub.registerGroups(mediaGroups(db, sessions));
  const deps = reviewDeps(app, db, notifications, hub, store);
  const viewer = Auth.permission('Engage.Project.View');
  const commenter = Auth.permission('Engage.Project.Comment');

  route(app, reviewEndpoints.threads, viewer, ({ auth, params, query }) =>
    threadList(db, auth, params.mediaId, query),
  );
  route(app, reviewEndpoints.comment, commenter, async ({ auth, params, body, reply }) =>
    reply.code(201).send(await addComment(deps, auth, params.mediaId, body)),
  );
  route(app, reviewEndpoints.edit, commenter, ({ auth, params, body }) =>
    editComment(deps, auth, params.id, body),
  );
  const exports = exportDeps(app, db, store);
  route(app, reviewEndpoints.export, viewer, async ({ auth, params, query, reply }) =>
    sendExport(reply, await exportReview(exports, await callerOn(db, auth, params.mediaId), query)),
  );
  route(
    app,
    commentAttachmentEndpoints.file,
    viewer,
    async ({ auth, params, query, request, reply }) =>
      sendAttachment({ db, store }, request, reply, await callerOn(db, auth, params.mediaId), {
        mediaId: params.mediaId,
        id: params.id,
        inline: query.inline === '1',
      }),
  );
  route(app, reviewEndpoints.drawing, viewer, ({ auth, params }) =>
    threadDrawing(db, auth, params.id),
  );
  route(app, reviewEndpoints.delete, commenter, async ({ auth, params }) => {
    await deleteComment(deps, auth, params.id);
    return { success: true };
  });
  route(app, reviewEndpoints.resolve, commenter, ({ auth, params, body }) =>
    resolveThread(deps, auth, params.id, body.resolved),
  );
  route(app, reviewEndpoints.review, viewer, ({ auth, params }) =>
    mediaReview(db, auth, params.mediaId),
  );
  // Deciders are managers (the medium's project then decides which side they speak for).
  const decider = Auth.rule(
    "A signed-in user holding Engage.Project.Manage: the project's own client's managers, or the studio on their behalf.",
    (auth) => auth.permissions.includes('Engage.Project.Manage'),
    REVIEW_DECISION_MESSAGES.mayNotDecide,
  );
  route(app, reviewEndpoints.decide, decider, ({ auth, params, body }) =>
    decide(deps, auth, params.mediaId, body),
  );
  route(app, reviewEndpoints.people, viewer, ({ auth, params }) =>
    peopleOf(db, auth, params.projectId),
  );
}

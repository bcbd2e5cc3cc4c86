import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema, IdSchema } from '../paging.ts';
import { DownloadJobListQuerySchema, DownloadJobSchema } from './download-job.ts';
import { NotificationSchema } from './notification.ts';
import {
  NotificationIdsRequestSchema,
  NotificationListQuerySchema,
  SendNotificationRequestSchema,
} from './requests.ts';

const tag = 'Notifications';

const SuccessSchema = v.object({ success: v.boolean() });
const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));

/** The total of a paged notifications list rides in this header; the body stays a plain list. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The signed-in (or impersonated) user's notifications, and the admin's send (spec point 7). */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/user-notifications',
    tag,
    summary: "A page of the caller's live notifications, newest first, filtered by read and type.",
    query: NotificationListQuerySchema,
    response: v.array(NotificationSchema),
    headers: { [TOTAL_COUNT_HEADER]: 'How many notifications match the filters in all.' },
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/api/user-notifications/unread-count',
    tag,
    summary: "How many of the caller's notifications are unread.",
    // Read as never below 0 (spec point 9), whatever arrives.
    response: v.object({
      unreadCount: v.pipe(
        v.number(),
        v.transform((n) => Math.max(0, n)),
      ),
    }),
  }),
  markAllRead: defineEndpoint({
    method: 'PUT',
    path: '/api/user-notifications/mark-all-read',
    tag,
    summary: 'Marks every notification of the caller read; answers how many changed.',
    response: v.object({ updated: count() }),
  }),
  markMultipleRead: defineEndpoint({
    method: 'PUT',
    path: '/api/user-notifications/mark-multiple-read',
    tag,
    summary:
      'Marks the given notifications read (404, and no change, unless all are the caller’s).',
    body: NotificationIdsRequestSchema,
    response: v.object({ updated: count() }),
  }),
  markRead: defineEndpoint({
    method: 'PUT',
    path: '/api/user-notifications/:id/mark-read',
    tag,
    summary: 'Marks one notification of the caller read.',
    params: IdParamsSchema,
    response: SuccessSchema,
  }),
  deleteMultiple: defineEndpoint({
    method: 'POST',
    path: '/api/user-notifications/delete-multiple',
    tag,
    summary: 'Deletes the given notifications (404, and no change, unless all are the caller’s).',
    body: NotificationIdsRequestSchema,
    response: v.object({ deleted: count() }),
  }),
  deleteAllRead: defineEndpoint({
    method: 'DELETE',
    path: '/api/user-notifications/delete-all-read',
    tag,
    summary: 'Deletes every read notification of the caller; answers how many went.',
    response: v.object({ deleted: count() }),
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/user-notifications/:id',
    tag,
    summary: 'Deletes one notification of the caller (open tabs hear of it live).',
    params: IdParamsSchema,
    response: SuccessSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/admin/notifications',
    tag,
    summary:
      'Sends a System or Alert notification to one user, a client’s users or everyone active; answers how many it reached.',
    body: SendNotificationRequestSchema,
    response: v.object({ sent: count() }),
  }),
};

/** Download jobs of the signed-in (or impersonated) user (spec point 7, Download jobs). */
export const downloadJobEndpoints = {
  queue: defineEndpoint({
    method: 'POST',
    path: '/api/project/:projectId/post/:postId/download',
    tag,
    summary:
      'Queues a zip of a post’s files (202), or answers the caller’s unfinished job for it (200); 409 when the caller already has 3 unfinished or 20 stored jobs.',
    params: v.object({ projectId: IdSchema, postId: IdSchema }),
    response: DownloadJobSchema,
  }),
  queueProject: defineEndpoint({
    method: 'POST',
    path: '/api/project/:projectId/download',
    tag,
    summary:
      'Queues a zip of every published post’s files of a project, a folder per post (202), or answers the caller’s unfinished job for the whole project (200); 400 when no published post has files; 409 as for a post.',
    params: v.object({ projectId: IdSchema }),
    response: DownloadJobSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/download-jobs',
    tag,
    summary: "The caller's latest download jobs, newest first.",
    query: DownloadJobListQuerySchema,
    response: v.array(DownloadJobSchema),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/download-jobs/:id',
    tag,
    summary: 'One download job of the caller.',
    params: IdParamsSchema,
    response: DownloadJobSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/download-jobs/:id',
    tag,
    summary: 'Cancels or forgets a download job, its file and its notification.',
    params: IdParamsSchema,
    response: SuccessSchema,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/download-jobs/:id/download',
    tag,
    summary: 'The finished zip of a job (409 while it is not ready or when it failed).',
    params: IdParamsSchema,
    kind: 'file',
  }),
};

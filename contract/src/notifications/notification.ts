import * as v from 'valibot';
import { projectPage } from '../paths.ts';
import { WorkflowKindSchema } from '../workflows/kinds.ts';
import { DownloadStatusSchema, ReceivedNotificationTypeSchema } from './types.ts';

/** A notification (spec point 3); `data` is a JSON string whose shape depends on the type. */
export const NotificationSchema = v.object({
  id: v.number(),
  type: ReceivedNotificationTypeSchema,
  title: v.string(),
  message: v.string(),
  data: v.nullish(v.string()),
  isRead: v.boolean(),
  createdDate: v.string(),
  readDate: v.nullish(v.string()),
  expiresDate: v.nullish(v.string()),
});
/** A notification (named so it does not hide the browser's `Notification`). */
export type PortalNotification = v.InferOutput<typeof NotificationSchema>;

/** The `data` of a Download notification: its job, the job's status and percentage. */
export const DownloadDataSchema = v.object({
  downloadJobId: v.number(),
  status: DownloadStatusSchema,
  // The API always sends the percentage; older stored data without it reads as 0.
  progress: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), 0),
});
/** The `data` of a Download notification. */
export type DownloadData = v.InferOutput<typeof DownloadDataSchema>;

const PositiveId = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * The `data` of a ProjectUpdate, CommentReply or FileProcessed: the project, and the comment when
 * there is one (a reply, or a new thread announced as a ProjectUpdate) or the medium an upload
 * became (with its post).
 */
export const ProjectDataSchema = v.object({
  projectId: PositiveId,
  commentId: v.optional(PositiveId),
  postId: v.optional(PositiveId),
  mediaId: v.optional(PositiveId),
  /** A ProjectUpdate about an estimate, a question or an invoice: its workflow and record. */
  workflow: v.optional(WorkflowKindSchema),
  itemId: v.optional(PositiveId),
});
/** The `data` of a ProjectUpdate, CommentReply or FileProcessed. */
export type ProjectData = v.InferOutput<typeof ProjectDataSchema>;

/**
 * Where a notification whose `data` names a project leads (the notifications remote's links and
 * the e-mails' alike): the project's page, at the comment, the medium or the workflow's record.
 */
export const projectDataPage = (data: ProjectData) => projectPage(data.projectId, data);

import type { DownloadStatus, NotificationType } from '@portal/contract';
import type { ToastType } from '../toast/toast';

/** How a notification type is presented and what opening it does (spec point 3). */
export interface NotificationTypeInfo {
  key: NotificationType;
  label: string;
  /** Mantine badge colour. */
  color: string;
  /** The toast a live notification of this type gets; null: its download status decides. */
  toast: ToastType | null;
  /** Its data names a project (and maybe a comment), where opening it goes. */
  opensProject: boolean;
}

/** Notification types, keyed as the API sends them (the filter lists them in this order). */
export const NOTIFICATION_TYPE_INFO = {
  Download: {
    key: 'Download',
    label: 'Download',
    color: 'indigo',
    toast: null,
    opensProject: false,
  },
  System: { key: 'System', label: 'System', color: 'gray', toast: 'info', opensProject: false },
  Alert: { key: 'Alert', label: 'Alert', color: 'red', toast: 'warning', opensProject: false },
  ProjectUpdate: {
    key: 'ProjectUpdate',
    label: 'Project update',
    color: 'teal',
    toast: 'info',
    opensProject: true,
  },
  CommentReply: {
    key: 'CommentReply',
    label: 'Comment reply',
    color: 'grape',
    toast: 'info',
    opensProject: true,
  },
  FileProcessed: {
    key: 'FileProcessed',
    label: 'File processed',
    color: 'cyan',
    toast: 'success',
    opensProject: true,
  },
} as const satisfies { [K in NotificationType]: NotificationTypeInfo & { key: K } };

/** The presentation of a notification type. */
export const notificationType = (type: NotificationType): NotificationTypeInfo =>
  NOTIFICATION_TYPE_INFO[type];

/** How a download job's status shows in its notification. */
export interface DownloadStatusInfo {
  /** A progress bar instead of a clickable item. */
  showsProgress: boolean;
  /** The file can be fetched: the notification is clickable. */
  ready: boolean;
  /** The toast each live step of the job gets (spec point 4: every live notification has one). */
  toast: ToastType;
  /**
   * Its toast also asks for a browser notification. Only an outcome does: a step of the packing
   * is soon replaced by the next, and a pile of stale system notifications helps nobody.
   */
  browserNotification: boolean;
}

/**
 * The toast id a download job is first announced under: by the button that queued it, or by its
 * live Queued notification, whichever comes first (the other, with the same id, is not shown
 * again), so the person who asked sees one toast, which each later step replaces.
 */
export const downloadJobToastId = (downloadJobId: number) => `download-job-${downloadJobId}`;

/** Download job statuses as their notification shows them. */
export const DOWNLOAD_STATUS_INFO = {
  Queued: { showsProgress: true, ready: false, toast: 'info', browserNotification: false },
  Processing: { showsProgress: true, ready: false, toast: 'info', browserNotification: false },
  Completed: { showsProgress: false, ready: true, toast: 'success', browserNotification: true },
  Failed: { showsProgress: false, ready: false, toast: 'error', browserNotification: true },
} as const satisfies Record<DownloadStatus, DownloadStatusInfo>;

/** A download shows a progress bar while queued or processing. */
export const showsProgress = (status: DownloadStatus) => DOWNLOAD_STATUS_INFO[status].showsProgress;
/** A download notification is clickable only once its file is ready. */
export const isDownloadReady = (status: DownloadStatus) => DOWNLOAD_STATUS_INFO[status].ready;

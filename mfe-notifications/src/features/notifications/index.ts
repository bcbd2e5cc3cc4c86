// What the other features of this remote use of the notifications feature (its public face).
export { downloadJobFileUrl, openDownloadJobFile } from './api/download-job-file';
export { downloadDataOf } from './api/notification-data';
export { useMarkRead } from './api/notification-mutations';
export { applyCreated, applyDeleted } from './api/notifications-cache';
export { notificationKeys } from './api/query-keys';
export { DELETED_REMOVAL_DELAY_MS } from './constants';

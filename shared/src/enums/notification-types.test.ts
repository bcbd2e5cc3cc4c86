import { NOTIFICATION_TYPES } from '@portal/contract';
import {
  DOWNLOAD_STATUS_INFO,
  isDownloadReady,
  NOTIFICATION_TYPE_INFO,
  notificationType,
  showsProgress,
} from './notification-types';

it('shows download progress while queued or processing and allows the click only when completed', () => {
  expect((['Queued', 'Processing', 'Completed', 'Failed'] as const).map(showsProgress)).toEqual([
    true,
    true,
    false,
    false,
  ]);
  expect(isDownloadReady('Completed')).toBe(true);
  expect(isDownloadReady('Failed')).toBe(false);
  expect(DOWNLOAD_STATUS_INFO.Failed.toast).toBe('error');
});

it('gives every download step a toast, and only an outcome a browser notification', () => {
  const statuses = ['Queued', 'Processing', 'Completed', 'Failed'] as const;
  expect(statuses.map((status) => DOWNLOAD_STATUS_INFO[status].toast)).toEqual([
    'info',
    'info',
    'success',
    'error',
  ]);
  expect(statuses.filter((status) => DOWNLOAD_STATUS_INFO[status].browserNotification)).toEqual([
    'Completed',
    'Failed',
  ]);
});

it('presents every notification type, in the order the API lists them', () => {
  expect(Object.keys(NOTIFICATION_TYPE_INFO)).toEqual([...NOTIFICATION_TYPES]);
  expect(notificationType('CommentReply').label).toBe('Comment reply');
  expect(notificationType('Alert').toast).toBe('warning');
  expect(NOTIFICATION_TYPES.filter((type) => NOTIFICATION_TYPE_INFO[type].opensProject)).toEqual([
    'ProjectUpdate',
    'CommentReply',
    'FileProcessed',
  ]);
});

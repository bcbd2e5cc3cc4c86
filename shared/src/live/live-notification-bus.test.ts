import type { PortalNotification } from '@portal/contract';
import { liveNotificationBus } from './live-notification-bus';

const notification: PortalNotification = {
  id: 1,
  type: 'ProjectUpdate',
  title: 'Estimate approved: Stills',
  message: 'Waterfront Pavilion · EST-0001',
  data: '{"projectId":7,"workflow":"estimates","itemId":1}',
  isRead: false,
  createdDate: '2026-11-20T02:00:00.000Z',
  readDate: null,
  expiresDate: null,
};

it('tells every listener until it stops listening; one that throws does not stop the others', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const heard: number[] = [];
  const stopFirst = liveNotificationBus.subscribe(() => {
    throw new Error('broken page');
  });
  const stopSecond = liveNotificationBus.subscribe((received) => heard.push(received.id));
  liveNotificationBus.publish(notification);
  expect(heard).toEqual([1]);
  expect(error).toHaveBeenCalledWith('A live notification listener failed', expect.any(Error));
  stopFirst();
  stopSecond();
  liveNotificationBus.publish({ ...notification, id: 2 });
  expect(heard).toEqual([1]);
  error.mockRestore();
});

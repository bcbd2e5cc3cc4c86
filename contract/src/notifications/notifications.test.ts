import * as v from 'valibot';
import { notificationEndpoints } from './endpoints.ts';
import { NOTIFICATION_CREATED, NOTIFICATION_HUB_EVENTS } from './hub.ts';
import { NotificationListQuerySchema } from './requests.ts';

const notification = {
  type: 'System',
  title: 'T',
  message: 'M',
  data: null,
  isRead: false,
  createdDate: '2024-05-01T10:00:00.000Z',
};

it('reads a created event by notificationId or id, and refuses one with neither', () => {
  const created = NOTIFICATION_HUB_EVENTS[NOTIFICATION_CREATED];
  expect(v.parse(created, { ...notification, notificationId: 7, id: 7 }).id).toBe(7);
  expect(v.parse(created, { ...notification, id: 8 }).id).toBe(8);
  expect(v.safeParse(created, notification).success).toBe(false);
});

it('reads a type this build does not know as System, so the rest of the list still shows', () => {
  const created = NOTIFICATION_HUB_EVENTS[NOTIFICATION_CREATED];
  expect(v.parse(created, { ...notification, id: 9, type: 'Invoice' })).toMatchObject({
    id: 9,
    type: 'System',
    title: 'T',
  });
  const page = v.parse(notificationEndpoints.list.response, [
    { ...notification, id: 1, type: 'Invoice' },
    { ...notification, id: 2, type: 'Alert' },
  ]);
  expect(page.map(({ id, type }) => [id, type])).toEqual([
    [1, 'System'],
    [2, 'Alert'],
  ]);
});

it('reads the list query from a query string or from a caller, with its defaults', () => {
  expect(v.parse(NotificationListQuerySchema, {})).toEqual({
    limit: 20,
    page: 1,
    unreadOnly: false,
  });
  expect(v.parse(NotificationListQuerySchema, { limit: '5', unreadOnly: 'true' })).toMatchObject({
    limit: 5,
    unreadOnly: true,
  });
  expect(v.parse(NotificationListQuerySchema, { limit: 5, unreadOnly: true })).toMatchObject({
    limit: 5,
    unreadOnly: true,
  });
  const issues = v.safeParse(NotificationListQuerySchema, { limit: 'lots' }).issues ?? [];
  expect(issues.map((issue) => issue.message)).toContain('limit must be a whole number.');
});

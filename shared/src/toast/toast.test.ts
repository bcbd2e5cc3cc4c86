import { notifications } from '@mantine/notifications';
import { showErrorToast, showToast, toastTimeout } from './toast';

jest.mock('@mantine/notifications', () => ({
  notifications: { show: jest.fn(), hide: jest.fn() },
}));

it('closes toasts after 5000 ms by default and error toasts after at least 10000 ms', () => {
  expect(toastTimeout({ type: 'success' })).toBe(5000);
  expect(toastTimeout({ type: 'error' })).toBe(10000);
  expect(toastTimeout({ type: 'error', timeout: 3000 })).toBe(10000);
  expect(toastTimeout({ type: 'error', timeout: 20000 })).toBe(20000);
  expect(toastTimeout({ type: 'info', timeout: 2000 })).toBe(2000);
});

it('shows an error toast in the root container with its message', () => {
  showErrorToast('Logout failed');
  expect(notifications.show).toHaveBeenCalledWith(
    expect.objectContaining({ message: 'Logout failed', color: 'red', autoClose: 10000 }),
  );
});

it('also shows a browser notification when asked and permitted', () => {
  const created: Array<{ title: string; body?: string }> = [];
  class FakeNotification {
    static permission = 'granted';
    onclose: (() => void) | null = null;
    constructor(title: string, options?: { body?: string }) {
      created.push({ title, body: options?.body });
    }
    close() {}
  }
  Object.assign(globalThis, { Notification: FakeNotification });
  showToast({
    type: 'info',
    title: 'New comment',
    message: 'Sam replied',
    showBrowserNotification: true,
  });
  expect(created).toEqual([{ title: 'New comment', body: 'Sam replied' }]);
});

import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fireEvent, render, screen } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
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
    expect.objectContaining({
      message: 'Logout failed',
      color: 'red',
      autoClose: 10000,
      closeButtonProps: { 'aria-label': 'Close' },
    }),
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

it('puts an action button under the message that runs the action and closes the toast', () => {
  const onClick = jest.fn();
  const id = showToast({
    type: 'success',
    title: 'Download ready',
    message: 'Renders are ready.',
    action: { label: 'Download', onClick },
  });
  const shown = jest.mocked(notifications.show).mock.calls.at(-1)![0];
  render(createElement(MantineProvider, null, shown.message as ReactNode));
  expect(screen.getByText('Renders are ready.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Download' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(notifications.hide).toHaveBeenCalledWith(id);
});

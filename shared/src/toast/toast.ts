import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { ToastMessageWithAction } from './toast-action';

/** Kinds of toast (spec point 3, Toast). */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** One toast (spec point 3, Toast). */
export interface Toast {
  id?: string;
  type: ToastType;
  title?: string;
  message: string;
  /** Milliseconds before it closes; errors stay at least ERROR_TOAST_MIN_MS. */
  timeout?: number;
  dismissible?: boolean;
  /** Also show a browser notification when the user has allowed them. */
  showBrowserNotification?: boolean;
  autoCloseBrowserNotification?: boolean;
  /** The in-app notification this toast announces, if any. */
  notificationId?: number | string;
  /** Called when the user closes the browser notification (for example to mark it read). */
  onBrowserNotificationClose?: () => void;
  /** A button under the message (for example Download); clicking it also closes the toast. */
  action?: ToastAction;
}

/** A toast's button. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** Default toast timeout (ms). */
export const TOAST_TIMEOUT_MS = 5000;
/** Error toasts stay at least this long (ms). */
export const ERROR_TOAST_MIN_MS = 10000;

const COLORS: Record<ToastType, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

const DEFAULT_TITLES: Record<ToastType, string> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Information',
};

const browserNotifications = new Map<string, Notification>();

/** The effective timeout of a toast: the default, and never under the error minimum for errors. */
export function toastTimeout(toast: Pick<Toast, 'type' | 'timeout'>): number {
  const timeout = toast.timeout ?? TOAST_TIMEOUT_MS;
  return toast.type === 'error' ? Math.max(timeout, ERROR_TOAST_MIN_MS) : timeout;
}

function showBrowserNotification(id: string, toast: Toast) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const shown = new Notification(toast.title ?? DEFAULT_TITLES[toast.type], {
      body: toast.message,
      tag: id,
    });
    browserNotifications.set(id, shown);
    shown.onclose = () => {
      browserNotifications.delete(id);
      toast.onBrowserNotificationClose?.();
    };
    if (toast.autoCloseBrowserNotification) setTimeout(() => shown.close(), toastTimeout(toast));
  } catch (error) {
    console.warn('Browser notification failed', error);
  }
}

// Acting on the toast is answering it, so the button also closes the toast.
function messageWithAction(id: string, message: string, action: ToastAction) {
  const onClick = () => {
    action.onClick();
    notifications.hide(id);
  };
  return createElement(ToastMessageWithAction, { message, label: action.label, onClick });
}

/** Shows a toast in the root container (and a browser notification when asked); returns its id. */
export function showToast(toast: Toast): string {
  const id = toast.id ?? `toast-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  notifications.show({
    id,
    title: toast.title ?? DEFAULT_TITLES[toast.type],
    message: toast.action ? messageWithAction(id, toast.message, toast.action) : toast.message,
    color: COLORS[toast.type],
    autoClose: toastTimeout(toast),
    withCloseButton: toast.dismissible ?? true,
    // Mantine's close button has no text of its own; without a name it is an unlabelled control.
    closeButtonProps: { 'aria-label': 'Close' },
  });
  if (toast.showBrowserNotification) showBrowserNotification(id, toast);
  return id;
}

/** Shows an error toast (at least ten seconds). */
export const showErrorToast = (message: string, title?: string) =>
  showToast({ type: 'error', message, title });

/** Shows a success toast. */
export const showSuccessToast = (message: string, title?: string) =>
  showToast({ type: 'success', message, title });

/** Closes a toast and its browser notification, if still open. */
export function hideToast(id: string) {
  notifications.hide(id);
  browserNotifications.get(id)?.close();
  browserNotifications.delete(id);
}

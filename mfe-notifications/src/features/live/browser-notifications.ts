/** The browser's notification permission, or 'unsupported' where there is no Notification API. */
export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

/** Whether this browser may show notifications now. */
export function browserNotificationPermission(): BrowserNotificationPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Asks the user for permission. Browsers ignore (or penalise) a request that no click caused,
 * so call this only from a user gesture, never on load. Failures only reach the console.
 */
export async function requestBrowserNotifications(): Promise<BrowserNotificationPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch (error) {
    console.error('Could not ask for browser notification permission', error);
    return browserNotificationPermission();
  }
}

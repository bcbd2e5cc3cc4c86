import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import {
  browserNotificationPermission,
  requestBrowserNotifications,
} from '../browser-notifications';

/** Texts of the control, by permission. */
export const BROWSER_NOTIFICATION_TEXTS = {
  enable: 'Enable browser notifications',
  granted: 'Browser notifications are on.',
  denied: 'Browser notifications are blocked. Allow them in your browser’s site settings.',
  unsupported: 'This browser cannot show notifications.',
} as const;

/** Asks for browser-notification permission on a click, and says what the browser allows. */
export function EnableBrowserNotifications() {
  const [permission, setPermission] = useState(browserNotificationPermission);
  if (permission === 'default') {
    return (
      <Button
        variant="default"
        onClick={() => void requestBrowserNotifications().then(setPermission)}
      >
        {BROWSER_NOTIFICATION_TEXTS.enable}
      </Button>
    );
  }
  return (
    <Text size="sm" c="dimmed" role="status">
      {BROWSER_NOTIFICATION_TEXTS[permission]}
    </Text>
  );
}

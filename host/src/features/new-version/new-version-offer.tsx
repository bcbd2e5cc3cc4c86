import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { watchDeploys } from './deploy-watch';
import { hasUnsavedTyping, watchTyping } from './unsaved-typing';

/** How often a found deploy looks again whether the typing it waits for was sent or left. */
const WAIT_FOR_TYPING_MS = 1000;

export const NEW_VERSION_TEXT = 'A new version of the portal is available —';

/**
 * Offers a reload once the portal was deployed again while this tab was open (a tab left open for
 * a day would otherwise run old code against a new API). While something typed is unsent, the
 * offer waits, so nothing typed is lost by taking it.
 */
export function NewVersionOffer() {
  const [deployed, setDeployed] = useState(false);
  const [offered, setOffered] = useState(false);

  useEffect(() => {
    watchTyping();
    return watchDeploys(() => setDeployed(true));
  }, []);

  useEffect(() => {
    if (!deployed || offered) return undefined;
    const offerWhenSettled = () => {
      if (!hasUnsavedTyping()) setOffered(true);
    };
    offerWhenSettled();
    const timer = window.setInterval(offerWhenSettled, WAIT_FOR_TYPING_MS);
    return () => window.clearInterval(timer);
  }, [deployed, offered]);

  if (!offered) return null;
  return (
    <Alert role="status" color="blue" variant="light" mb="md" aria-live="polite">
      <Group gap="xs">
        <Text size="sm">{NEW_VERSION_TEXT}</Text>
        <Button size="compact-sm" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}

import { ActionIcon, Button, CopyButton, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A link's actions in its table row (share links, upload links): copy its address, and stop it
 * (`stopLabel`: 'Revoke', 'Turn off'), each named with the link (`Copy link: <name>`).
 */
export function LinkActions({
  url,
  name,
  stopLabel,
  onStop,
}: {
  url: string;
  /** How the row names the link, in the buttons' accessible names. */
  name: string;
  stopLabel: string;
  onStop: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
            <ActionIcon
              variant="light"
              color={copied ? 'teal' : undefined}
              aria-label={`Copy link: ${name}`}
              onClick={copy}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <Button
        size="xs"
        variant="default"
        aria-label={`${stopLabel} link: ${name}`}
        onClick={onStop}
      >
        {stopLabel}
      </Button>
    </Group>
  );
}

import { ActionIcon, Button, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@portal/shared';
import { refusalOr } from '../lib/refusal';

/** How a link is stopped: the button's word, what the confirmation says, and the call. */
export interface LinkStop {
  /** The button ('Revoke', 'Turn off'). */
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** Said when the call fails without the API's own words. */
  failed: string;
  run: () => Promise<unknown>;
}

/**
 * A link's address in its table row, readable and selected whole with one click, so it can be
 * copied by hand where the clipboard is blocked (walk D27).
 */
export function LinkAddress({ url }: { url: string }) {
  return (
    <Text
      size="xs"
      ff="monospace"
      truncate="end"
      maw={320}
      title={url}
      style={{ userSelect: 'all' }}
    >
      {url}
    </Text>
  );
}

/**
 * A link's actions in its table row (share links, upload links): copy its address, and stop it
 * after a confirmation (the failure said in the dialog, which stays open), each button named
 * with the link (`Copy link: <name>`, `Revoke link: <name>`).
 */
export function LinkActions({ url, name, stop }: { url: string; name: string; stop: LinkStop }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await stop.run();
      setAsking(false);
    } catch (error) {
      setFailure(refusalOr(error, stop.failed));
    } finally {
      setBusy(false);
    }
  };
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
        aria-label={`${stop.label} link: ${name}`}
        onClick={() => {
          setFailure(null);
          setAsking(true);
        }}
      >
        {stop.label}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={stop.title}
        message={stop.message}
        confirmLabel={stop.confirmLabel}
        busy={busy}
        failure={failure}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Group>
  );
}

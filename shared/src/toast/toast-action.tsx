import { Button, Stack } from '@mantine/core';

/** A toast's message with one button under it (for example Download). */
export function ToastMessageWithAction(props: {
  message: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      {props.message}
      <Button size="compact-sm" variant="light" onClick={props.onClick}>
        {props.label}
      </Button>
    </Stack>
  );
}

import { Alert, List } from '@mantine/core';

/** Props of FormErrors. */
export interface FormErrorsProps {
  /** Every message the call failed with that no field shows (from `applyServerErrors`). */
  messages: readonly string[];
  /** What failed, as a sentence (e.g. 'The user could not be saved.'). */
  title?: string;
}

/** The red alert above a form: the messages of a failed call, one line or a list; nothing when none. */
export function FormErrors({ messages, title }: FormErrorsProps) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <List size="sm">
          {messages.map((message, index) => (
            <List.Item key={index}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

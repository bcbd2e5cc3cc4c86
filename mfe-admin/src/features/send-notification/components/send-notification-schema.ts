import * as v from 'valibot';
import {
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_TITLE_MAX,
  SendNotificationRequestSchema,
} from '@portal/shared';
import type { SendNotificationInput } from '../api/send-notification';

/** Who receives the notification. */
export const AUDIENCES = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'client', label: 'One client' },
  { value: 'user', label: 'One user' },
] as const;
type Audience = (typeof AUDIENCES)[number]['value'];

/** The API's limits, for the fields' maxLength. */
export { NOTIFICATION_MESSAGE_MAX as MESSAGE_MAX, NOTIFICATION_TITLE_MAX as TITLE_MAX };

// The request's own rules for what the form shares with it.
const { type, title, message } = SendNotificationRequestSchema.pipe[0].entries;

/** The form: the recipient fields hold ids as text (what Mantine's Select works with). */
export const SendNotificationSchema = v.pipe(
  v.object({
    audience: v.picklist(AUDIENCES.map((audience) => audience.value)),
    clientId: v.nullable(v.string()),
    userId: v.nullable(v.string()),
    type,
    title,
    message,
  }),
  v.forward(
    // partialCheck, so the choice is asked for alongside an empty title, not only after it.
    v.partialCheck(
      [['audience'], ['clientId']],
      (input) => input.audience !== 'client' || !!input.clientId,
      'Choose a client.',
    ),
    ['clientId'],
  ),
  v.forward(
    v.partialCheck(
      [['audience'], ['userId']],
      (input) => input.audience !== 'user' || !!input.userId,
      'Choose a user.',
    ),
    ['userId'],
  ),
);
/** The form's values. */
export type SendNotificationValues = v.InferInput<typeof SendNotificationSchema>;

/** A blank form: everyone, System. */
export const EMPTY_FORM: SendNotificationValues = {
  audience: 'everyone',
  clientId: null,
  userId: null,
  type: 'System',
  title: '',
  message: '',
};

/** The request for the validated values: only the chosen audience's id is sent. */
export function toRequest(values: v.InferOutput<typeof SendNotificationSchema>) {
  const audience: Audience = values.audience;
  const input: SendNotificationInput = {
    type: values.type,
    title: values.title,
    message: values.message,
  };
  if (audience === 'client' && values.clientId) input.clientId = Number(values.clientId);
  if (audience === 'user' && values.userId) input.userId = Number(values.userId);
  return input;
}

/** The success toast's text: how many active users the notification reached. */
export const sentMessage = (sent: number) =>
  sent === 0
    ? 'No active user was there to receive it.'
    : `Sent to ${sent} ${sent === 1 ? 'person' : 'people'}.`;

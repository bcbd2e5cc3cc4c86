// TRANSITION (issue 9): comments/notifier.ts still imports the type from here; the notification
// types live in @portal/contract, and this re-export goes once that import points there.
export type { NotificationType } from '@portal/contract';

// The e-mail rule is shared with every form of the portal; it lives once in @portal/shared.
export { EmailSchema as emailField, INVALID_EMAIL_MESSAGE } from '@portal/shared';

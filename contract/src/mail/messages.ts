import { MAIL_KIND_LABELS, topicWords, type MailKind, type UnsubscribeTopic } from './kinds.ts';

/** Every text of e-mail settings, e-mails and unsubscribing, for the API and the bundles. */
export const MAIL_MESSAGES = {
  sectionTitle: 'E-mail',
  sectionIntro:
    'Choose how you hear of each kind of notification by e-mail: immediately, once a day in a digest (07:00 Sydney time), or not at all.',
  sectionDefaults:
    'Until you choose, what waits for you and mentions of you come immediately; the rest in the digest.',
  saved: 'Your e-mail settings are saved.',
  saveFailed: 'Your e-mail settings could not be saved. Please try again.',
  loadFailed: 'Your e-mail settings could not be loaded. Please try again.',
  /** The unsubscribe page. */
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (topic: UnsubscribeTopic) =>
    topic === 'digest' ? 'Stop the daily digest?' : `Stop e-mails about ${topicWords(topic)}?`,
  unsubscribeButton: 'Unsubscribe',
  /** Which address the page is about. */
  unsubscribeAddress: (email: string) => `E-mail address: ${email}`,
  /** A link opened again once that kind is off. */
  alreadyUnsubscribed: (topic: UnsubscribeTopic) =>
    topic === 'digest'
      ? 'You are already unsubscribed from the daily digest.'
      : `You are already unsubscribed from e-mails about ${topicWords(topic)}.`,
  unsubscribed: (topic: UnsubscribeTopic) =>
    topic === 'digest'
      ? 'You will no longer get the daily digest.'
      : `You will no longer get e-mails about ${topicWords(topic)}.`,
  unsubscribeChangeLater: 'You can change this at any time under E-mail on your account page.',
  invalidToken:
    'This unsubscribe link is not valid: it may have been changed or cut short. Nothing was changed. Use the link from the e-mail as it is, or choose your e-mail settings on your account page.',
  unsubscribeFailed: 'Unsubscribing did not work. Please try again.',
  /** In every e-mail about a notification. */
  openAction: 'Open in the portal',
  unsubscribeLine: (kind: MailKind) =>
    `You get this because of your e-mail settings for ${topicWords(kind)}. To stop them:`,
  unsubscribeLink: (topic: UnsubscribeTopic) =>
    topic === 'digest' ? 'Stop the daily digest' : `Stop e-mails about ${topicWords(topic)}`,
  /** A digest's group of one kind. */
  digestGroup: (kind: MailKind, count: number) => `${MAIL_KIND_LABELS[kind]} (${count})`,
  sentAt: (when: string) => `${when} (Sydney time)`,
  digestSubject: (day: string) => `Your Lumen Studio digest for ${day}`,
  digestIntro: (count: number) =>
    `${count === 1 ? 'One thing' : `${count} things`} happened in the portal since your last digest.`,
  digestAction: 'Open your notifications',
  digestUnsubscribeLine:
    'You get this digest because of your e-mail settings. Choose what comes, and how, on your account page, or stop the digest:',
  settingsLink: 'Your e-mail settings',
} as const;

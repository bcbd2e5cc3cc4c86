import {
  MAIL_KINDS,
  MAIL_MESSAGES,
  mailEndpoints,
  PAGES,
  ProjectDataSchema,
  projectDataPage,
  unsubscribePage,
  type MailKind,
  type UnsubscribeTopic,
} from '@portal/contract';
import * as v from 'valibot';
import type { Mail } from '../account/mailer.js';
import { composeMail, type MailSection } from './compose.js';
import { dayInWords, sydneyDateTime } from './sydney.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** A notification as an e-mail tells of it. */
export interface MailedNotification {
  title: string;
  message: string;
  /** Its `data` JSON, as stored. */
  data: string | null;
  /** ISO 8601. */
  createdAt: string;
  kind: MailKind;
}

/** What every e-mail about notifications needs: the portal's address and the signer of links. */
export interface MailLinks {
  publicUrl: string;
  tokens: UnsubscribeTokens;
}

/**
 * The page a notification leads to, by the same rule as the notifications remote's links (the
 * contract's `projectDataPage`); a download its person's downloads, anything else the list.
 */
export function itemPage(kind: MailKind, data: string | null): string {
  if (kind === 'downloadReady') return PAGES.downloads;
  try {
    const parsed = v.safeParse(ProjectDataSchema, JSON.parse(data ?? 'null'));
    if (parsed.success) return projectDataPage(parsed.output);
  } catch {
    // Not JSON: the notifications list still shows it.
  }
  return PAGES.notifications;
}

/** The unsubscribe page (the body's link) and the RFC 8058 one-click address (the header's). */
function unsubscribeLinks(links: MailLinks, userId: number, topic: UnsubscribeTopic) {
  const token = links.tokens.sign({ userId, topic });
  return {
    page: `${links.publicUrl}${unsubscribePage(token)}`,
    oneClick: `${links.publicUrl}${mailEndpoints.unsubscribe.path}?token=${encodeURIComponent(token)}`,
  };
}

/** The headers of RFC 8058's one-click unsubscribe (a mail program POSTs to the address). */
const oneClickHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** One notification's own e-mail: what happened, the button to the item, how to stop these. */
export function notificationMail(
  links: MailLinks,
  to: { userId: number; email: string },
  notification: MailedNotification,
  messageId: string,
): Mail {
  const unsubscribe = unsubscribeLinks(links, to.userId, notification.kind);
  return composeMail({
    to: to.email,
    subject: notification.title,
    intro: [
      notification.title,
      notification.message,
      MAIL_MESSAGES.sentAt(sydneyDateTime(notification.createdAt)),
    ],
    action: {
      label: MAIL_MESSAGES.openAction,
      url: `${links.publicUrl}${itemPage(notification.kind, notification.data)}`,
    },
    footer: {
      text: MAIL_MESSAGES.unsubscribeLine(notification.kind),
      links: [{ label: MAIL_MESSAGES.unsubscribeLink(notification.kind), url: unsubscribe.page }],
    },
    headers: oneClickHeaders(unsubscribe.oneClick),
    messageId,
  });
}

/** A person's digest of a day: the items grouped by kind, in the contract's order of kinds. */
export function digestMail(
  links: MailLinks,
  to: { userId: number; email: string },
  day: string,
  items: readonly MailedNotification[],
  messageId: string,
): Mail {
  const sections: MailSection[] = [];
  const footerLinks = [];
  for (const kind of MAIL_KINDS) {
    const ofKind = items.filter((item) => item.kind === kind);
    if (ofKind.length === 0) continue;
    sections.push({
      heading: MAIL_MESSAGES.digestGroup(kind, ofKind.length),
      items: ofKind.map((item) => ({
        title: item.title,
        detail: `${item.message}\n${sydneyDateTime(item.createdAt)}`,
        url: `${links.publicUrl}${itemPage(kind, item.data)}`,
      })),
    });
    footerLinks.push({
      label: MAIL_MESSAGES.unsubscribeLink(kind),
      url: unsubscribeLinks(links, to.userId, kind).page,
    });
  }
  const digest = unsubscribeLinks(links, to.userId, 'digest');
  return composeMail({
    to: to.email,
    subject: MAIL_MESSAGES.digestSubject(dayInWords(day)),
    intro: [MAIL_MESSAGES.digestIntro(items.length)],
    sections,
    action: { label: MAIL_MESSAGES.digestAction, url: `${links.publicUrl}${PAGES.notifications}` },
    footer: {
      text: MAIL_MESSAGES.digestUnsubscribeLine,
      links: [
        { label: MAIL_MESSAGES.settingsLink, url: `${links.publicUrl}${PAGES.manage}` },
        { label: MAIL_MESSAGES.unsubscribeLink('digest'), url: digest.page },
        ...footerLinks,
      ],
    },
    headers: oneClickHeaders(digest.oneClick),
    messageId,
  });
}

import type { Mail } from '../account/mailer.js';

/** What an e-mail says: paragraphs, at most one action (a button in HTML, the address in text). */
export interface MailContent {
  to: string;
  subject: string;
  /** What happened, and what is asked, before the action. */
  intro: string[];
  /** The one thing to do: its words, and where it goes. */
  action?: { label: string; url: string };
  /** After the action: how long it works, what to do when it was not you. */
  outro?: string[];
  /** Between the intro and the action: headed lists of items, each linking to its page (a digest). */
  sections?: MailSection[];
  /** Last, small: why this came and how to stop it (unsubscribe links). */
  footer?: { text: string; links: MailLink[] };
  /** Beyond the usual headers (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** A stable Message-ID (the outbox's key). */
  messageId?: string;
}

/** Words that link somewhere. */
export interface MailLink {
  label: string;
  url: string;
}

/** A headed list of items in an e-mail. */
export interface MailSection {
  heading: string;
  items: { title: string; detail: string; url: string }[];
}

const SIGNATURE = 'Lumen Studio';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px">${escape(text).replace(/\n/g, '<br>')}</p>`;

/** The action as a button, and its address to copy (some mail programs hide buttons). */
const button = ({ label, url }: { label: string; url: string }) =>
  `<p style="margin:24px 0"><a href="${escape(url)}" style="background:#1864ab;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escape(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#495057">Or open this address: <a href="${escape(url)}" style="color:#1864ab;word-break:break-all">${escape(url)}</a></p>`;

const link = ({ label, url }: MailLink) =>
  `<a href="${escape(url)}" style="color:#1864ab">${escape(label)}</a>`;

const sectionText = ({ heading, items }: MailSection) =>
  [heading, ...items.map((item) => `- ${item.title}\n  ${item.detail}\n  ${item.url}`)].join('\n');

const sectionHtml = ({ heading, items }: MailSection) =>
  `<h2 style="margin:24px 0 8px;font-size:17px">${escape(heading)}</h2>
<ul style="margin:0 0 16px;padding-left:20px">${items
    .map(
      (item) =>
        `<li style="margin:0 0 8px">${link({ label: item.title, url: item.url })}<br><span style="color:#495057">${escape(item.detail).replace(/\n/g, '<br>')}</span></li>`,
    )
    .join('')}</ul>`;

const footerText = ({ text, links }: { text: string; links: MailLink[] }) =>
  [text, ...links.map((l) => `${l.label}: ${l.url}`)].join('\n');

const footerHtml = ({ text, links }: { text: string; links: MailLink[] }) =>
  `<p style="margin:24px 0 0;font-size:12px;color:#868e96">${escape(text)} ${links.map(link).join(' · ')}</p>`;

/**
 * The portal's e-mail as a real multipart message: plain text (the action's address on a line of
 * its own) and HTML (en-AU, one column that reads on a phone, the action a button).
 */
export function composeMail(content: MailContent): Mail {
  const { to, subject, intro, action, outro = [], sections = [], footer } = content;
  const text = [
    ...intro,
    ...sections.map(sectionText),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...outro,
    `— ${SIGNATURE}`,
    ...(footer ? [footerText(footer)] : []),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f1f3f5;font:15px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px 24px">
${intro.map(paragraph).join('\n')}
${sections.map(sectionHtml).join('\n')}
${action ? button(action) : ''}
${outro.map((line) => paragraph(line).replace('margin:0 0 16px', 'margin:0 0 16px;font-size:13px;color:#495057')).join('\n')}
<p style="margin:24px 0 0;color:#495057">— ${SIGNATURE}</p>
${footer ? footerHtml(footer) : ''}
</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    ...(content.headers ? { headers: content.headers } : {}),
    ...(content.messageId ? { messageId: content.messageId } : {}),
  };
}

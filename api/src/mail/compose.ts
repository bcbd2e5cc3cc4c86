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

/**
 * The portal's e-mail as a real multipart message: plain text (the action's address on a line of
 * its own) and HTML (en-AU, one column that reads on a phone, the action a button).
 */
export function composeMail({ to, subject, intro, action, outro = [] }: MailContent): Mail {
  const text = [
    ...intro,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...outro,
    `— ${SIGNATURE}`,
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f1f3f5;font:15px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px 24px">
${intro.map(paragraph).join('\n')}
${action ? button(action) : ''}
${outro.map((line) => paragraph(line).replace('margin:0 0 16px', 'margin:0 0 16px;font-size:13px;color:#495057')).join('\n')}
<p style="margin:24px 0 0;color:#495057">— ${SIGNATURE}</p>
</div></body></html>`;
  return { to, subject, text, html };
}

// The development mail catcher: `pnpm start` points the API's SMTP_URL at it, so every e-mail the
// portal sends (invitations, password resets, sign-in codes) is caught here, never delivered, and
// read on a page of its own. A real SMTP server (smtp-server) and parser (mailparser), so the API
// takes the same SMTP road as in production.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Messages kept (the oldest go first past it). */
const KEPT = 500;

/** @param {string} text */
const escape = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * @typedef {{ id: number, date: string, from: string, to: string[], subject: string,
 *   text: string, html: string | null, headers: Record<string, string>, raw: string }} CaughtMail
 */

/** @param {import('mailparser').ParsedMail} parsed @param {string} raw @param {number} id */
function caught(parsed, raw, id) {
  const addresses = (/** @type {any} */ field) =>
    (Array.isArray(field) ? field : field ? [field] : []).flatMap((/** @type {any} */ each) =>
      each.value.map((/** @type {any} */ address) => address.address),
    );
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of parsed.headerLines)
    headers[line.key] = line.line.slice(line.key.length + 1).trim();
  return {
    id,
    date: (parsed.date ?? new Date()).toISOString(),
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers,
    raw,
  };
}

/** @param {string} title @param {string} body */
const page = (title, body) => `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#1a1b1e}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #dee2e6}
pre{white-space:pre-wrap;background:#f8f9fa;padding:1rem;border-radius:6px}iframe{width:100%;height:480px;border:1px solid #dee2e6}
a{color:#1864ab}dt{font-weight:600}</style></head><body>${body}</body></html>`;

/** @param {CaughtMail[]} mails */
const listPage = (mails) =>
  page(
    'Mail the portal sent',
    `<h1>Mail the portal sent</h1>
<p>Every e-mail of this development portal is caught here, newest first (nothing is delivered).</p>
${
  mails.length === 0
    ? '<p>No e-mail yet.</p>'
    : `<table aria-label="Messages"><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>
${[...mails]
  .reverse()
  .map(
    (mail) =>
      `<tr><td>${escape(new Date(mail.date).toLocaleString('en-AU', { timeZone: 'Australia/Sydney' }))}</td><td>${escape(mail.to.join(', '))}</td><td><a href="/messages/${mail.id}">${escape(mail.subject || '(no subject)')}</a></td></tr>`,
  )
  .join('\n')}</tbody></table>`
}`,
  );

/** @param {CaughtMail} mail */
const messagePage = (mail) =>
  page(
    mail.subject,
    `<p><a href="/">All messages</a></p><h1>${escape(mail.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escape(mail.from)}</dd><dt>To</dt><dd>${escape(mail.to.join(', '))}</dd>
<dt>Received</dt><dd>${escape(new Date(mail.date).toLocaleString('en-AU', { timeZone: 'Australia/Sydney' }))}</dd></dl>
${mail.html === null ? '' : `<h2>HTML</h2><iframe title="The message as HTML" sandbox srcdoc="${escape(mail.html)}"></iframe>`}
<h2>Text</h2><pre>${escape(mail.text)}</pre>
<p><a href="/messages/${mail.id}/raw">The message as sent (source)</a></p>`,
  );

/**
 * Starts the catcher: SMTP on `smtpPort`, its pages on `webPort` (0: any free port), on this
 * computer only. `/` lists the messages, `/messages/<id>` shows one (HTML sandboxed, and text),
 * `/messages/<id>/raw` its source, `/api/messages` all of them as JSON (for tests).
 * @param {{ smtpPort?: number, webPort?: number }} [options]
 */
export async function startMailCatcher({ smtpPort = 0, webPort = 0 } = {}) {
  /** @type {CaughtMail[]} */
  const mails = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Portal mail catcher',
    logger: false,
    onData(stream, _session, done) {
      const chunks = /** @type {Buffer[]} */ ([]);
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            mails.push(caught(parsed, raw, nextId++));
            if (mails.length > KEPT) mails.shift();
            done();
          },
          (error) => done(error),
        );
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve(undefined));
  });
  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (
      /** @type {number} */ status,
      /** @type {string} */ type,
      /** @type {string} */ body,
    ) => {
      response.writeHead(status, {
        'content-type': `${type}; charset=utf-8`,
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'",
      });
      response.end(body);
    };
    if (url.pathname === '/api/messages')
      return send(200, 'application/json', JSON.stringify(mails));
    if (url.pathname === '/') return send(200, 'text/html', listPage(mails));
    const match = /^\/messages\/(\d+)(\/raw)?$/.exec(url.pathname);
    const mail = match && mails.find((each) => each.id === Number(match[1]));
    if (!mail)
      return send(
        404,
        'text/html',
        page('Not found', '<h1>No such message</h1><p><a href="/">All messages</a></p>'),
      );
    return match[2] ? send(200, 'text/plain', mail.raw) : send(200, 'text/html', messagePage(mail));
  });
  await new Promise((resolve, reject) => {
    web.once('error', reject);
    web.listen(webPort, '127.0.0.1', () => resolve(undefined));
  });
  const address = (/** @type {any} */ server) => server.address().port;
  return {
    smtpUrl: `smtp://127.0.0.1:${address(smtp.server)}`,
    url: `http://localhost:${address(web)}`,
    messages: () => [...mails],
    stop: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(() => resolve(undefined))),
        new Promise((resolve) => web.close(() => resolve(undefined))),
      ]),
  };
}

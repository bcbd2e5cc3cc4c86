/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { CaughtMail } from './mail-catcher.mjs';

// The catcher runs in a child process (the module is an ES module), as `pnpm start` runs it in
// its own; the test speaks SMTP and HTTP to it.

const MODULE = path.join(__dirname, 'mail-catcher.mjs');
let child: ChildProcess;
let catcher: { smtpUrl: string; url: string };

beforeAll(async () => {
  child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { startMailCatcher } from ${JSON.stringify(MODULE)};
       const { smtpUrl, url } = await startMailCatcher();
       console.log(JSON.stringify({ smtpUrl, url }));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  catcher = await new Promise((resolve) =>
    child.stdout!.once('data', (line: Buffer) => resolve(JSON.parse(String(line)))),
  );
});
afterAll(() => child.kill());

const messages = async () =>
  (await (await fetch(`${catcher.url}/api/messages`)).json()) as CaughtMail[];

it('catches what is sent over SMTP and shows it on its pages, the HTML sandboxed', async () => {
  // As the API sends (nodemailer over SMTP_URL).
  const transport = nodemailer.createTransport(catcher.smtpUrl);
  await transport.sendMail({
    from: 'Lumen Studio Portal <no-reply@lumen.example.com>',
    to: 'ana@agency.example.com',
    subject: 'Your invitation <to> the portal',
    text: 'Open https://portal.example.com/accept?token=abc to join.',
    html: '<p>Open <a href="https://portal.example.com/accept?token=abc">the portal</a>.</p>',
    headers: { 'List-Unsubscribe': '<https://portal.example.com/unsubscribe?t=1>' },
  });

  const [mail] = await messages();
  expect(mail).toMatchObject({
    to: ['ana@agency.example.com'],
    subject: 'Your invitation <to> the portal',
    text: expect.stringContaining('https://portal.example.com/accept?token=abc'),
    html: expect.stringContaining('<a href="https://portal.example.com/accept?token=abc">'),
  });
  expect(mail!.headers['list-unsubscribe']).toBe('<https://portal.example.com/unsubscribe?t=1>');

  expect(await messages()).toHaveLength(1);
  const list = await (await fetch(catcher.url)).text();
  // The subject is escaped, and links to the message.
  expect(list).toContain(
    `<a href="/messages/${mail!.id}">Your invitation &lt;to&gt; the portal</a>`,
  );
  const message = await fetch(`${catcher.url}/messages/${mail!.id}`);
  expect(message.headers.get('content-security-policy')).toContain("default-src 'none'");
  const page = await message.text();
  expect(page).toContain('<iframe title="The message as HTML" sandbox srcdoc="&lt;p&gt;Open');
  expect(page).toContain('Open https://portal.example.com/accept?token=abc to join.');
  expect((await fetch(`${catcher.url}/messages/999`)).status).toBe(404);
});

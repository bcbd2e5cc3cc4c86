import nodemailer from 'nodemailer';
import { composeMail } from './compose.js';

const reset = composeMail({
  to: 'liam@southerncross.example.com',
  subject: 'Reset your password',
  intro: ['Someone asked to reset the password of <your> account.'],
  action: { label: 'Choose a new password', url: 'https://portal.example.com/reset?token=a&b=1' },
  outro: ['The link works once and expires in 2 hours.'],
});

it('says the same in text and HTML, the action as an address in one and a button in the other', () => {
  expect(reset.text).toBe(
    'Someone asked to reset the password of <your> account.\n\nChoose a new password:\nhttps://portal.example.com/reset?token=a&b=1\n\nThe link works once and expires in 2 hours.\n\n— Lumen Studio',
  );
  expect(reset.html).toContain('<html lang="en-AU">');
  // Words are escaped; the address is the same, button and copyable line alike.
  expect(reset.html).toContain('password of &lt;your&gt; account.');
  expect(reset.html).toContain(
    '<a href="https://portal.example.com/reset?token=a&amp;b=1" style="background:#1864ab',
  );
  expect(reset.html).toContain('>Choose a new password</a>');
  expect(reset.html).toContain('The link works once and expires in 2 hours.');
});

it('goes out as a multipart/alternative message (text first, then HTML)', async () => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const { message } = await transport.sendMail({ from: 'portal@example.com', ...reset });
  const raw = String(message);
  expect(raw).toMatch(/Content-Type: multipart\/alternative;/);
  expect(raw.indexOf('Content-Type: text/plain')).toBeLessThan(
    raw.indexOf('Content-Type: text/html'),
  );
});

import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One e-mail the portal sends: its text, and the same as HTML (a multipart message). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Headers beyond the usual (List-Unsubscribe). */
  headers?: Record<string, string>;
  /** A stable Message-ID (`<…@…>`): the same message sent again after a crash keeps it. */
  messageId?: string;
}

/** Sends e-mail (SMTP in production, files in development, a list in tests). */
export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

const FROM = 'Lumen Studio Portal <no-reply@lumen.example.com>';

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under
 * `<data>/mail/` and its text logged, so a developer can follow the links.
 */
export function createMailer({ smtpUrl, mailDir }: { smtpUrl?: string; mailDir: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: FROM, ...mail })) };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: FROM, ...mail });
      fs.mkdirSync(mailDir, { recursive: true });
      const file = path.join(mailDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      console.log(`E-mail to ${mail.to} written to ${file}:\n${mail.text}`);
    },
  };
}

/** A mailer that keeps messages in a list (tests read the links from it). */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail) };
}

/** A message the mail catcher caught. */
export interface CaughtMail {
  id: number;
  /** ISO 8601. */
  date: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  raw: string;
}

/** The development mail catcher (see mail-catcher.mjs). */
export interface MailCatcher {
  /** What the API's SMTP_URL is set to. */
  smtpUrl: string;
  /** Its page, listing the messages. */
  url: string;
  messages(): CaughtMail[];
  stop(): Promise<unknown>;
}

/** Starts the catcher: SMTP and its page, on this computer only (0 or left out: any free port). */
export function startMailCatcher(options?: {
  smtpPort?: number;
  webPort?: number;
}): Promise<MailCatcher>;

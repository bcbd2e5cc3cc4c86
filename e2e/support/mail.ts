import { expect } from '@playwright/test';

/** A message as the mail catcher lists it (tooling/serve/mail-catcher.mjs). */
export interface CaughtMail {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** Every message the portal's mail catcher holds, oldest first. */
export async function caughtMail(): Promise<CaughtMail[]> {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set (see global-setup.ts)');
  return (await fetch(`${url}/api/messages`)).json() as Promise<CaughtMail[]>;
}

/** The first match of a pattern in the newest e-mail to an address that has one. */
async function findInMail(address: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const newest = (await caughtMail()).filter((mail) => mail.to.includes(address)).at(-1);
      found = newest?.text.match(pattern)?.[0];
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The link in the newest e-mail to an address. */
export const linkMailedTo = async (address: string) =>
  new URL(await findInMail(address, /https?:\/\/\S+/));

/** The 6-digit code in the newest e-mail to an address. */
export const codeMailedTo = (address: string) => findInMail(address, /(?<=code is )\d{6}/);

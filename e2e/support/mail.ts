import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Decodes the quoted-printable soft breaks and '=3D' that would cut a link or code apart. */
const decode = (text: string) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The first match of a pattern in the newest e-mail to an address that has one (the API writes .eml files). */
async function findInMail(address: string, pattern: RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see global-setup.ts)');
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.includes(address))
            .sort()
        : [];
      const newest = files.at(-1);
      found = newest
        ? decode(fs.readFileSync(path.join(dir, newest), 'utf8')).match(pattern)?.[0]
        : undefined;
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

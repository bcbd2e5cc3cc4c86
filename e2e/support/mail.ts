import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The link in the newest e-mail to an address (the API writes .eml files in development). */
export async function linkMailedTo(address: string): Promise<URL> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (see global-setup.ts)');
  let link: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(dir)
        ? fs
            .readdirSync(dir)
            .filter((f) => f.includes(address))
            .sort()
        : [];
      const newest = files.at(-1);
      // Quoted-printable soft line breaks ("=\n") and "=3D" would break the URL; undo them.
      const text = newest
        ? fs
            .readFileSync(path.join(dir, newest), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=')
        : '';
      link = text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
}

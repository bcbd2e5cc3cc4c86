import type { Mail } from '../account/mailer.js';

// Tests only: the API sends its e-mails after it has answered (so the answer's timing says nothing
// about the address), so a test waits for the e-mail to arrive.

/** Polls `find` until it returns something, or fails after `timeoutMs`. */
export async function eventually<T>(
  find: () => T | null | undefined,
  what: string,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== null && found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The newest e-mail to an address among those sent after the first `after` ones, once it came;
 * with `subject`, the newest with that subject (an earlier request's e-mail may still be on its
 * way to the same address).
 */
export const mailTo = (
  mail: Mail[],
  to: string,
  { after = 0, subject }: { after?: number; subject?: string } = {},
) =>
  eventually(
    () => mail.slice(after).findLast((m) => m.to === to && (!subject || m.subject === subject)),
    `an e-mail to ${to}${subject ? ` (${subject})` : ''}`,
  );

/** The link in the newest e-mail to an address (sent after the first `after` e-mails). */
export async function linkMailedTo(
  mail: Mail[],
  to: string,
  options: { after?: number; subject?: string } = {},
) {
  const link = (await mailTo(mail, to, options)).text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`The e-mail to ${to} holds no link`);
  return new URL(link);
}

/** Lets the API finish what it does after answering (to check that nothing more was sent). */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

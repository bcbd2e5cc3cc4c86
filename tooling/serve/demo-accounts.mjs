import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The demo accounts `pnpm start` prints, read from the API's seed (api/src/seed/demo-data.ts, as
// built into api/dist): the seed is the one list of them, so the banner names each one it made.

/** Who a demo user is, in a few words: organisation (or none), roles, admin. */
function whoIs(user) {
  const where = user.client ?? (user.isShowcase ? 'no client: picks one' : 'no client');
  const roles = [...(user.isAdmin ? ['admin'] : []), ...user.roles].join(', ');
  return `${user.userName} (${where}) ${roles}`;
}

/** The banner's lines: "Demo accounts (password …)" and one line per seeded user. */
export function demoAccountLines({ DEMO_USERS, DEMO_PASSWORD }) {
  const width = Math.max(...DEMO_USERS.map((user) => user.email.length)) + 2;
  return [
    `Demo accounts (password ${DEMO_PASSWORD}, development seed only; the README says what each may do):`,
    ...DEMO_USERS.map((user) => `  ${user.email.padEnd(width)}${whoIs(user)}`),
  ];
}

/** The lines, from the built API's seed (`pnpm start` has just built it). */
export async function builtDemoAccountLines(root) {
  const seed = path.join(root, 'api', 'dist', 'seed', 'demo-data.js');
  return demoAccountLines(await import(pathToFileURL(seed).href));
}

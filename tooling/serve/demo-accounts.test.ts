import { DEMO_PASSWORD, DEMO_USERS } from '../../api/src/seed/demo-data';
import { demoAccountLines } from './demo-accounts.mjs';

// `pnpm start`'s banner names every account the seed makes, each with who they are.

it('prints every seeded account with its name, organisation and roles', () => {
  const [heading, ...accounts] = demoAccountLines({ DEMO_USERS, DEMO_PASSWORD });
  expect(heading).toContain(`password ${DEMO_PASSWORD}`);
  expect(accounts).toHaveLength(DEMO_USERS.length);
  expect(accounts.length).toBeGreaterThanOrEqual(8);
  for (const [index, user] of DEMO_USERS.entries()) {
    expect(accounts[index]).toMatch(new RegExp(`^  ${user.email} +${user.userName} \\(`));
  }
  expect(accounts.find((line) => line.includes('admin@example.com'))).toContain(
    'Ada Admin (Lumen Visualisation Studio) admin, GlobalProjectAdmin',
  );
  expect(accounts.find((line) => line.includes('showcase@example.com'))).toContain(
    '(no client: picks one)',
  );
  expect(accounts.find((line) => line.includes('ava@freelance'))).toContain('(no client)');
});

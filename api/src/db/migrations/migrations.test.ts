import { MIGRATIONS } from './index.js';

// Kysely records each migration by name and runs the rest in name order: the published names must
// never change, and the list must be in that same order.
const PUBLISHED = [
  '2026-11-22-001-core',
  '2026-11-22-002-account-tokens',
  '2026-11-22-003-two-factor',
  '2026-11-23-004-external-logins',
  '2026-11-23-020-impersonation-audit',
  '2026-11-23-030-download-jobs',
  '2026-11-23-040-comments',
  '2026-11-24-050-one-account-per-address',
  '2026-11-24-060-content',
  '2026-11-25-070-uploads',
];

it('keeps the names existing databases recorded', () => {
  expect(MIGRATIONS.map((m) => m.name).slice(0, PUBLISHED.length)).toEqual(PUBLISHED);
});

it('lists the migrations in the order Kysely runs them (by name)', () => {
  const names = MIGRATIONS.map((m) => m.name);
  expect(names).toEqual([...new Set(names)].sort());
});

import type { AuthContext } from '../auth/auth-context.js';
import type { AnyDefinition } from './definition.js';
import { estimates } from './estimates.js';
import { invoices } from './invoices.js';
import { queries } from './queries.js';
import { availableMoves, type WorkflowCaller } from './workflow-access.js';

// Every status of every table, for each kind of person: the moves offered (and so allowed) are
// exactly the table's moves for their side, and only with the workflow's permission.

type Permission = AuthContext['permissions'][number];
const CONTRIBUTOR: Permission[] = [
  'Engage.Project.View',
  'Engage.Post.View',
  'Engage.Project.Comment',
];
const MANAGER: Permission[] = [...CONTRIBUTOR, 'Engage.Project.Manage', 'Engage.Post.Manage'];

const people = {
  'studio manager': { side: 'studio', permissions: MANAGER },
  'studio without Project.Manage': { side: 'studio', permissions: CONTRIBUTOR },
  "client's ProjectAdmin": { side: 'client', permissions: MANAGER },
  "client's Contributor": { side: 'client', permissions: CONTRIBUTOR },
} as const;

const callerOf = (
  side: 'studio' | 'client',
  permissions: readonly Permission[],
  archived = false,
): WorkflowCaller => ({
  auth: { permissions } as unknown as AuthContext,
  side,
  project: { id: 1, name: 'P', clientId: 2, clientName: 'C', archived },
});

/** The table's moves from a status for a side, as `from>to` keys. */
const tableMoves = (definition: AnyDefinition, from: string, side: string) =>
  definition.moves.filter((m) => m.from === from && m.by === side).map((m) => `${m.from}>${m.to}`);

/** Who may make the client's moves of each workflow (invoices have none). */
const clientMayMove: Record<string, Record<string, boolean>> = {
  estimates: { "client's ProjectAdmin": true, "client's Contributor": false },
  queries: { "client's ProjectAdmin": true, "client's Contributor": true },
  invoices: { "client's ProjectAdmin": false, "client's Contributor": false },
};

describe.each([estimates, queries, invoices] as AnyDefinition[])('$kind', (definition) => {
  const statuses = Object.keys(definition.statuses);

  it.each(Object.entries(people))('%s: exactly their side’s moves, by right', (who, person) => {
    for (const from of statuses) {
      const offered = availableMoves(
        definition,
        callerOf(person.side, person.permissions),
        from,
      ).map((m) => `${m.from}>${m.to}`);
      const allowed =
        person.side === 'studio' ? who === 'studio manager' : clientMayMove[definition.kind]![who]!;
      expect({ from, offered }).toEqual({
        from,
        offered: allowed ? tableMoves(definition, from, person.side) : [],
      });
    }
  });

  it('offers nobody a move on an archived project', () => {
    for (const person of Object.values(people))
      for (const from of statuses)
        expect(
          availableMoves(definition, callerOf(person.side, person.permissions, true), from),
        ).toEqual([]);
  });
});

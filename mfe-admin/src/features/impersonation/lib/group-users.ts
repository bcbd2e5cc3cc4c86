import type { UserLookupItem } from '@portal/shared';
import type { TypeaheadGroup } from './typeahead';

/** The group of users without a client (spec point 5). */
export const NO_CLIENT = 'No Client';

const byText = (a: string, b: string) => a.localeCompare(b, 'en-AU', { sensitivity: 'base' });

/**
 * Groups users by client for the 'Select User:' typeahead: groups with internal users first,
 * 'No Client' last, the rest alphabetical by name; users within a group by e-mail.
 */
export function groupUsers(users: UserLookupItem[]): TypeaheadGroup[] {
  const groups = new Map<string, { internal: boolean; users: UserLookupItem[] }>();
  for (const user of users) {
    const name = user.clientName?.trim() || NO_CLIENT;
    const group = groups.get(name) ?? { internal: false, users: [] };
    group.internal ||= user.isInternal;
    group.users.push(user);
    groups.set(name, group);
  }
  const rank = (name: string, internal: boolean) => (name === NO_CLIENT ? 2 : internal ? 0 : 1);
  return [...groups.entries()]
    .sort(([a, ga], [b, gb]) => rank(a, ga.internal) - rank(b, gb.internal) || byText(a, b))
    .map(([groupName, group]) => ({
      groupName,
      items: [...group.users]
        .sort((a, b) => byText(a.email, b.email))
        .map((user) => ({ key: user.id, value: user.email })),
    }));
}

import type { UserLookupItem } from '@portal/shared';
import { groupUsers, NO_CLIENT } from './group-users';
import { autoSelect, filterGroups } from './typeahead';

const user = (
  id: string,
  email: string,
  clientName: string | null,
  isInternal = false,
): UserLookupItem => ({
  id,
  email,
  client_ID: clientName ? 1 : null,
  clientName,
  isInternal,
});

const users = [
  user('1', 'zoe@harbour.example', 'Harbour & Co'),
  user('2', 'amy@harbour.example', 'Harbour & Co'),
  user('3', 'free@example.com', null),
  user('4', 'noah@lumen.example', 'Lumen Studio', true),
  user('5', 'liam@cross.example', 'Southern Cross'),
  user('6', 'ann@apex.example', 'Apex'),
];

it('puts groups with internal users first, No Client last and the rest alphabetically', () => {
  expect(groupUsers(users).map((g) => g.groupName)).toEqual([
    'Lumen Studio',
    'Apex',
    'Harbour & Co',
    'Southern Cross',
    NO_CLIENT,
  ]);
});

it('sorts users within a group by e-mail', () => {
  const harbour = groupUsers(users).find((g) => g.groupName === 'Harbour & Co');
  expect(harbour?.items).toEqual([
    { key: '2', value: 'amy@harbour.example' },
    { key: '1', value: 'zoe@harbour.example' },
  ]);
});

it('filters case-insensitively by substring and drops empty groups', () => {
  const filtered = filterGroups(groupUsers(users), 'HARBOUR');
  expect(filtered.map((g) => g.groupName)).toEqual(['Harbour & Co']);
  expect(filtered[0]?.items).toHaveLength(2);
  expect(filterGroups(groupUsers(users), '')).toHaveLength(5);
});

it('auto-selects only when exactly one item matches exactly', () => {
  const groups = groupUsers(users);
  expect(autoSelect(groups, 'AMY@harbour.example')).toEqual({
    key: '2',
    value: 'amy@harbour.example',
  });
  expect(autoSelect(groups, 'amy@harbour')).toBeNull();
  const twins = [
    {
      groupName: 'Clients',
      items: [
        { key: '1', value: 'Apex' },
        { key: '2', value: 'apex' },
      ],
    },
  ];
  expect(autoSelect(twins, 'apex')).toBeNull();
});

it('orders several internal groups alphabetically too, ignoring case', () => {
  const groups = groupUsers([
    user('1', 'a@zeta.example', 'zeta studio', true),
    user('2', 'b@alpha.example', 'Alpha Studio', true),
    user('3', 'c@beta.example', 'beta'),
    user('4', 'd@example.com', null),
    user('5', 'e@apex.example', 'Apex'),
  ]);
  expect(groups.map((g) => g.groupName)).toEqual([
    'Alpha Studio',
    'zeta studio',
    'Apex',
    'beta',
    NO_CLIENT,
  ]);
});

it('counts a group as internal when any of its users is, and sorts e-mails ignoring case', () => {
  const groups = groupUsers([
    user('1', 'Zed@mixed.example', 'Mixed'),
    user('2', 'amy@mixed.example', 'Mixed', true),
    user('3', 'bob@apex.example', 'Apex'),
  ]);
  expect(groups[0]?.groupName).toBe('Mixed');
  expect(groups[0]?.items.map((i) => i.value)).toEqual(['amy@mixed.example', 'Zed@mixed.example']);
});

it('puts users with a blank client name under No Client', () => {
  const groups = groupUsers([user('1', 'x@example.com', '  ')]);
  expect(groups).toEqual([{ groupName: NO_CLIENT, items: [{ key: '1', value: 'x@example.com' }] }]);
});

it('matches a substring anywhere in the text, across groups', () => {
  const filtered = filterGroups(groupUsers(users), 'EXAMPLE');
  expect(filtered.flatMap((g) => g.items)).toHaveLength(6);
  expect(filterGroups(groupUsers(users), 'nobody')).toEqual([]);
});

it('auto-selects regardless of case and surrounding spaces, in any group', () => {
  expect(autoSelect(groupUsers(users), '  FREE@example.com ')).toEqual({
    key: '3',
    value: 'free@example.com',
  });
  expect(autoSelect(groupUsers(users), '')).toBeNull();
});

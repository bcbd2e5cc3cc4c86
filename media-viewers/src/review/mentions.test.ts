import {
  insertMention,
  keptMentions,
  matchPeople,
  mentionAt,
  mentionRuns,
  openMention,
} from './mentions';

const people = [
  { id: 5, name: 'Olivia Harbour' },
  { id: 8, name: 'Sam Studio' },
];

it('finds the @name being typed, and the people whose names match', () => {
  expect(mentionAt('Hi @oli', 7)).toEqual({ start: 3, query: 'oli' });
  expect(mentionAt('Hi @Olivia Ha', 13)).toEqual({ start: 3, query: 'Olivia Ha' });
  expect(mentionAt('mail me at a@b', 14)).toBeNull();
  expect(matchPeople(people, 'har').map((person) => person.id)).toEqual([5]);
  expect(matchPeople(people, '').map((person) => person.id)).toEqual([5, 8]);
});

it('inserts the full name, and keeps only the mentions still named in the text', () => {
  const inserted = insertMention('Hi @oli and', { start: 3, query: 'oli' }, 7, 'Olivia Harbour');
  expect(inserted).toEqual({ text: 'Hi @Olivia Harbour and', caret: 19 });
  expect(keptMentions(inserted.text, [5, 8], people)).toEqual([5]);
  expect(keptMentions('Hi @Olivia', [5], people)).toEqual([]);
});

it('picks out the mentioned names for highlighting', () => {
  expect(mentionRuns('Ask @Sam Studio now', ['Sam Studio'])).toEqual([
    { text: 'Ask ', mention: false },
    { text: '@Sam Studio', mention: true },
    { text: ' now', mention: false },
  ]);
});

it('lists nobody after a finished mention, so a choice closes the list (walk D9)', () => {
  // What a choice leaves: the whole name and a space, the caret after it.
  expect(openMention('Hi @Olivia Harbour ', 19, people)).toBeNull();
  // Still typing: the names that match.
  expect(openMention('Hi @Olivia ', 11, people)).toEqual({ start: 3, query: 'Olivia ' });
  expect(openMention('Hi @Olivia Harbour', 18, people)).toEqual({
    start: 3,
    query: 'Olivia Harbour',
  });
});

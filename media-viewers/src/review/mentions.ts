/** Someone who can be mentioned. */
export interface Mentionable {
  id: number;
  name: string;
}

/** The `@…` being typed just before the caret: where its `@` is and the letters after it. */
export interface MentionQuery {
  start: number;
  query: string;
}

/** Up to three words of a name (letters, apostrophes, hyphens, dots), as typed after `@`. */
const TYPED = /(?:^|[\s(])@([\p{L}'’.-]*(?: [\p{L}'’.-]*){0,2})$/u;

/** The mention being typed at `caret`, or null when the caret is not in one. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const match = TYPED.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/**
 * The mention to complete at `caret`: the one being typed, unless it is a finished one (a
 * person's whole name and the space after it, as a choice leaves it), which lists nobody.
 */
export function openMention(text: string, caret: number, people: readonly Mentionable[]) {
  const at = mentionAt(text, caret);
  if (!at || !at.query.endsWith(' ')) return at;
  const name = at.query.trim().toLocaleLowerCase('en-AU');
  return people.some((person) => person.name.toLocaleLowerCase('en-AU') === name) ? null : at;
}

/** People whose name has a word starting with the query (the whole name too), at most `limit`. */
export function matchPeople<T extends Mentionable>(people: readonly T[], query: string, limit = 8) {
  const wanted = query.trim().toLocaleLowerCase('en-AU');
  return people
    .filter((person) => {
      const name = person.name.toLocaleLowerCase('en-AU');
      return name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
    })
    .slice(0, limit);
}

/** The text with the typed `@…` replaced by `@Full Name `, and where the caret goes after it. */
export function insertMention(text: string, at: MentionQuery, caret: number, name: string) {
  const inserted = `@${name} `;
  const next = text.slice(0, at.start) + inserted + text.slice(caret).replace(/^ /, '');
  return { text: next, caret: at.start + inserted.length };
}

/** The ids still named in the text as `@Full Name` (a mention whose name was removed drops). */
export function keptMentions(text: string, ids: readonly number[], people: readonly Mentionable[]) {
  return ids.filter((id) => {
    const person = people.find((candidate) => candidate.id === id);
    return person !== undefined && text.includes(`@${person.name}`);
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut into plain runs and `@Name` runs of the people it mentions (for highlighting). */
export function mentionRuns(text: string, names: readonly string[]) {
  if (names.length === 0) return [{ text, mention: false }];
  // Longest names first, so "@Olivia Harbour" wins over a person called "Olivia".
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(@(?:${alternatives.join('|')}))`, 'u');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, mention: pattern.test(part) && part.startsWith('@') }));
}

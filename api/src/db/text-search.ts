import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * `column` contains `text`, whatever the letters' case, with the same SQL on both engines:
 * SQLite's LIKE ignores ASCII case but PostgreSQL's does not, so both sides are lower-cased
 * (by the database, so each engine lowers both alike). `%`, `_` and `\` in `text` match
 * themselves.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`;
}

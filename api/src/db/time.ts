/** SQLite's `YYYY-MM-DD HH:MM:SS` (UTC) as an ISO 8601 string. */
export const sqliteToIso = (value: string) =>
  value.includes('T') ? value : new Date(`${value.replace(' ', 'T')}Z`).toISOString();

/** A Date as SQLite's `YYYY-MM-DD HH:MM:SS` (UTC). */
export const toSqliteTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

// A stand-in origin: only what stays on it after resolving is a path of the portal.
const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * The return URL as a path of the portal itself, or null (no open redirects). Refused: anything
 * not starting with one `/`, any control character, space or backslash anywhere (the URL parser
 * deletes tabs and newlines and reads `\` as `/`, so `/\t/evil.example` would become
 * `//evil.example`; a CR or LF would also break the Location header), and anything that resolves
 * to another origin. The answer is the resolved path, query and fragment, percent-encoded, so it
 * is always safe in a header.
 */
export function localPath(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  for (const char of url) {
    const code = char.codePointAt(0)!;
    if (code <= 0x20 || code === 0x7f || char === '\\') return null;
  }
  let resolved: URL;
  try {
    resolved = new URL(url, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}

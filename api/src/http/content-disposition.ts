/**
 * An attachment's `Content-Disposition`: `filename` (ASCII, anything else replaced) for old
 * agents, `filename*` (RFC 5987) for the exact name.
 */
export const attachmentNamed = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

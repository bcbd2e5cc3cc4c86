import { LOGO_MAX_BYTES, LOGO_MESSAGES, type LogoType } from '@portal/contract';

const {
  tooLarge: LOGO_TOO_LARGE,
  wrongType: LOGO_WRONG_TYPE,
  unsafeSvg: LOGO_UNSAFE_SVG,
} = LOGO_MESSAGES;

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

// Prolog an SVG file may carry before its root: BOM, XML declaration, comments, doctype.
const SVG_ROOT =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
// Logos are shown in <img> (where scripts never run) but could be opened directly; refuse
// anything active rather than trying to clean it. <!ENTITY also keeps entity expansion out.
const ACTIVE_SVG = /<script|<foreignObject|<!ENTITY|\son[a-z]+\s*=|javascript:|<iframe|<embed/i;

/**
 * The image type of an uploaded logo, decided from its bytes (never from the name or the type
 * the browser claims), or the reason it is refused.
 */
export function checkLogo(bytes: Buffer): { type: LogoType } | { error: string } {
  if (bytes.length === 0) return { error: LOGO_WRONG_TYPE };
  if (bytes.length > LOGO_MAX_BYTES) return { error: LOGO_TOO_LARGE };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { type: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg' };
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return { type: 'image/webp' };
  }
  const text = bytes.toString('utf8');
  if (SVG_ROOT.test(text))
    return ACTIVE_SVG.test(text) ? { error: LOGO_UNSAFE_SVG } : { type: 'image/svg+xml' };
  return { error: LOGO_WRONG_TYPE };
}

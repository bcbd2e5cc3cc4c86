import { LOGO_MAX_BYTES, LOGO_MESSAGES, type LogoType } from '@portal/contract';
import type { DOMPurify } from 'dompurify';

const {
  tooLarge: LOGO_TOO_LARGE,
  wrongType: LOGO_WRONG_TYPE,
  unsafeSvg: LOGO_UNSAFE_SVG,
} = LOGO_MESSAGES;

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

// Prolog an SVG file may carry before its root: BOM, XML declaration, comments, doctype. This
// only recognises the type; the sanitiser below decides what is safe.
const SVG_ROOT =
  /^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;
// Entity declarations are refused before any parsing (entity expansion is a denial of service
// for whatever XML parser reads the file later).
const ENTITY_DECLARATION = /<!ENTITY/i;

// What the sanitiser removes because it could run code: such a logo is refused with the reason,
// rather than stored quietly changed. Anything else it removes (editor metadata, unknown
// elements, animations) is inert and simply dropped.
const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'embed',
  'object',
  'applet',
  'handler',
  'listener',
]);
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src', 'action', 'formaction']);

type Removed = DOMPurify['removed'][number];

function isActive(removed: Removed): boolean {
  if ('element' in removed && removed.element) {
    return ACTIVE_ELEMENTS.has((removed.element as Element).localName?.toLowerCase() ?? '');
  }
  const name = ('attribute' in removed && removed.attribute?.name.toLowerCase()) || '';
  return name.startsWith('on') || LINK_ATTRIBUTES.has(name);
}

let sanitiser: Promise<{ purify: DOMPurify; serialize: (node: Node) => string }> | undefined;

/** DOMPurify on one jsdom window, loaded on the first SVG (the API starts without it). */
function loadSanitiser() {
  sanitiser ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([
      import('jsdom'),
      import('dompurify'),
    ]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Window & typeof globalThis);
    // <use> (allowed below) may only point into the logo itself, never at another file.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.localName !== 'use') return;
      for (const name of ['href', 'xlink:href']) {
        if (!(node.getAttribute(name) ?? '#').startsWith('#')) node.removeAttribute(name);
      }
    });
    const serializer = new window.XMLSerializer();
    return { purify, serialize: (node: Node) => serializer.serializeToString(node) };
  })();
  return sanitiser;
}

/**
 * Sanitises an SVG with DOMPurify (SVG profile): refused when it had code in it, otherwise the
 * bytes to store, serialised as XML from the sanitised tree (so the stored file is exactly what
 * was checked).
 */
async function sanitiseSvg(text: string): Promise<{ bytes: Buffer } | { error: string }> {
  if (ENTITY_DECLARATION.test(text)) return { error: LOGO_UNSAFE_SVG };
  const { purify, serialize } = await loadSanitiser();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    RETURN_DOM_FRAGMENT: true,
  });
  if (purify.removed.some(isActive)) return { error: LOGO_UNSAFE_SVG };
  const roots = [...fragment.children].filter(
    (element) =>
      element.localName === 'svg' && element.namespaceURI === 'http://www.w3.org/2000/svg',
  );
  if (roots.length !== 1) return { error: LOGO_WRONG_TYPE };
  return { bytes: Buffer.from(serialize(roots[0]!), 'utf8') };
}

/**
 * The image type of an uploaded logo, decided from its bytes (never from the name or the type
 * the browser claims), and the bytes to store (an SVG as sanitised), or the reason it is refused.
 */
export async function checkLogo(
  bytes: Buffer,
): Promise<{ type: LogoType; bytes: Buffer } | { error: string }> {
  if (bytes.length === 0) return { error: LOGO_WRONG_TYPE };
  if (bytes.length > LOGO_MAX_BYTES) return { error: LOGO_TOO_LARGE };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { type: 'image/png', bytes };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', bytes };
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return { type: 'image/webp', bytes };
  }
  const text = bytes.toString('utf8');
  if (!SVG_ROOT.test(text)) return { error: LOGO_WRONG_TYPE };
  const sanitised = await sanitiseSvg(text);
  return 'error' in sanitised ? sanitised : { type: 'image/svg+xml', bytes: sanitised.bytes };
}

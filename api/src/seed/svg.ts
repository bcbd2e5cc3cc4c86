const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A client logo: initials on a coloured rounded square, with the full name beside it. */
export function logoSvg(name: string, colour: string): Buffer {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  const width = 84 + Math.ceil(name.length * 10.5);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 64" role="img" aria-label="${escape(name)}">` +
      `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
      `<text x="32" y="42" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${escape(initials)}</text>` +
      `<text x="78" y="40" font-family="Arial, sans-serif" font-size="19" font-weight="600" fill="#1f2937">${escape(name)}</text>` +
      `</svg>`,
  );
}

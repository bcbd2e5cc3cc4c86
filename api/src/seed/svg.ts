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

/** A render-like picture: a gradient sky, a skyline silhouette and a caption. */
export function sceneSvg(
  title: string,
  hueA: number,
  hueB: number,
  seed: number,
  width = 800,
): Buffer {
  const buildings = Array.from({ length: 9 }, (_, index) => {
    const w = 50 + ((seed * 37 + index * 53) % 60);
    const h = 80 + ((seed * 61 + index * 29) % 180);
    const x = index * (width / 9);
    return `<rect x="${x.toFixed(0)}" y="${450 - h}" width="${w}" height="${h}" rx="4" fill="hsl(${hueB} 35% ${18 + (index % 3) * 6}%)"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 450" width="${width}" height="450">` +
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hueA} 70% 62%)"/><stop offset="1" stop-color="hsl(${hueB} 65% 82%)"/>` +
      `</linearGradient></defs>` +
      `<rect width="${width}" height="450" fill="url(#s)"/>` +
      `<circle cx="${120 + (seed % 5) * 110}" cy="110" r="46" fill="hsl(${hueA + 30} 90% 88%)" opacity=".8"/>` +
      buildings +
      `<text x="24" y="430" font-family="Arial, sans-serif" font-size="24" fill="#fff">${escape(title)}</text>` +
      `</svg>`,
  );
}

/** A one-page PDF with a line of text (a real, valid file). */
export function pdfFile(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

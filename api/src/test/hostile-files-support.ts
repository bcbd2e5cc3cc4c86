import zlib from 'node:zlib';

// Files an attacker would send through an upload link (issue 47), made by hand in a few
// kilobytes: what they declare (sizes, pages, references) is what makes them hostile.

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};

/** An HLS playlist of one segment at `segment` (a path or an address). */
export const hlsPlaylist = (segment: string) =>
  Buffer.from(
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXTINF:1.0,\n${segment}\n#EXT-X-ENDLIST\n`,
  );

/** An ffconcat script naming `files` (paths or addresses). */
export const concatScript = (files: string[]) =>
  Buffer.from(`ffconcat version 1.0\n${files.map((file) => `file '${file}'\n`).join('')}`);

/** A RIFF chunk, padded to an even length. */
const chunk = (id: string, data: Buffer) =>
  Buffer.concat([ascii(id), u32(data.length), data, Buffer.alloc(data.length % 2)]);
const list = (type: string, ...parts: Buffer[]) =>
  chunk('LIST', Buffer.concat([ascii(type), ...parts]));

/** A stream header (`strh`) of `type` ('vids', 'txts') at 25 a second, one frame long. */
const streamHeader = (type: string, handler: string) =>
  chunk(
    'strh',
    Buffer.concat([
      ascii(type),
      ascii(handler),
      ...[0, 0, 0, 1, 25, 0, 1, 0, 0xffffffff, 0].map(u32),
      Buffer.alloc(8),
    ]).subarray(0, 56),
  );

/**
 * "HLS inside AVI": an AVI of one MJPEG frame (`jpeg`) and a GAB2 subtitle stream whose one
 * packet is a file of its own, here an HLS playlist; an ffmpeg that probed it with every demuxer
 * would open the playlist and what it names.
 */
export function hlsInAvi(jpeg: Buffer, playlist: Buffer) {
  const title = Buffer.from('subs\0', 'utf16le');
  const gab2 = Buffer.concat([
    ascii('GAB2\0'),
    u16(2),
    u32(title.length),
    title,
    u16(4),
    u32(playlist.length),
    playlist,
  ]);
  const avih = chunk(
    'avih',
    Buffer.concat([...[40_000, 0, 0, 0x10, 1, 0, 2, 0, 64, 64].map(u32), Buffer.alloc(16)]),
  );
  const bitmap = Buffer.concat([
    ...[40, 64, 64].map(u32),
    u16(1),
    u16(24),
    ascii('MJPG'),
    ...[jpeg.length, 0, 0, 0, 0].map(u32),
  ]);
  const video = list('strl', streamHeader('vids', 'MJPG'), chunk('strf', bitmap));
  const subtitles = list('strl', streamHeader('txts', '\0\0\0\0'), chunk('strf', Buffer.alloc(0)));
  const frame = chunk('00dc', jpeg);
  const packet = chunk('01tx', gab2);
  const movi = list('movi', frame, packet);
  // Offsets from the 'movi' type, as the index counts them.
  const index = chunk(
    'idx1',
    Buffer.concat([
      ...[ascii('00dc'), u32(0x10), u32(4), u32(jpeg.length)],
      ...[ascii('01tx'), u32(0x10), u32(4 + frame.length), u32(gab2.length)],
    ]),
  );
  const body = Buffer.concat([ascii('AVI '), list('hdrl', avih, video, subtitles), movi, index]);
  return Buffer.concat([ascii('RIFF'), u32(body.length), body]);
}

/** A PNG's chunk: length, type, data and CRC. */
const pngChunk = (type: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(u32(data.length).reverse()),
    ascii(type),
    data,
    Buffer.from(u32(zlib.crc32(Buffer.concat([ascii(type), data]))).reverse()),
  ]);

/**
 * A PNG whose header says `width` × `height` (RGB, 8 bits) with one tiny IDAT: a decoder that
 * believed it would allocate width × height × 3 bytes.
 */
export function pngClaiming(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An SVG whose picture is fetched from `href` (an address, a file). */
export const svgReferencing = (hrefs: string[]) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">${hrefs
      .map((href) => `<image xlink:href="${href}" href="${href}" width="64" height="64"/>`)
      .join('')}</svg>`,
  );

/** A PDF of `pages` empty pages (a flat page tree), its cross-reference table exact. */
export function pdfOfPages(pages: number) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count ${pages} /Kids [${Array.from(
      { length: pages },
      (_, n) => `${n + 3} 0 R`,
    ).join(' ')}] >>`,
    ...Array.from(
      { length: pages },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ),
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, n) => {
    const at = body.length;
    body += `${n + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** One entry of a hand-made zip: its name, its stored bytes, and the sizes it declares. */
interface ZipPart {
  name: string;
  data: Buffer;
  /** Deflated (8) or stored (0). */
  method: 0 | 8;
  crc: number;
  declaredSize: number;
}

/** A zip of `parts`, each declaring its own uncompressed size (a bomb declares what it likes). */
function zipOf(parts: ZipPart[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const fields = Buffer.concat([
      ...[u16(20), u16(0x800), u16(part.method), u16(0), u16(0x21)],
      ...[u32(part.crc), u32(part.data.length), u32(part.declaredSize)],
      ...[u16(name.length), u16(0)],
    ]);
    const local = Buffer.concat([u32(0x04034b50), fields, name, part.data]);
    centrals.push(
      Buffer.concat([
        ...[u32(0x02014b50), u16(20), fields],
        ...[u16(0), u16(0), u16(0), u32(0), u32(offset), name],
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    ...[u32(0x06054b50), u16(0), u16(0), u16(parts.length), u16(parts.length)],
    ...[u32(central.length), u32(offset), u16(0)],
  ]);
  return Buffer.concat([...locals, central, end]);
}

/** 10 MB of zeros, deflated to about 10 KB. */
const zeros = () => {
  const plain = Buffer.alloc(10_000_000);
  return { data: zlib.deflateRawSync(plain, { level: 9 }), crc: zlib.crc32(plain) };
};

/** The names of a zip bomb's entries that point outside its folder, and what they list as. */
export const ESCAPING_NAMES = {
  '../../etc/passwd': 'etc/passwd',
  '/etc/shadow': 'etc/shadow',
  'C:\\Windows\\win.ini': 'Windows/win.ini',
} as const;

/**
 * A zip bomb: entries that each declare nearly 4 GB (10 MB of zeros behind them), a zip inside
 * (the same again), names that climb out of its folder, and `entries` entries in all.
 */
export function zipBomb(entries: number) {
  const { data, crc } = zeros();
  const bomb = (name: string): ZipPart => ({
    name,
    data,
    method: 8,
    crc,
    declaredSize: 0xfffffffe,
  });
  const inner = zipOf(Array.from({ length: 16 }, (_, n) => bomb(`layer-${n}.bin`)));
  const parts: ZipPart[] = [
    ...Object.keys(ESCAPING_NAMES).map(bomb),
    {
      name: 'inner.zip',
      data: inner,
      method: 0,
      crc: zlib.crc32(inner),
      declaredSize: inner.length,
    },
  ];
  const empty = { data: Buffer.alloc(0), method: 0 as const, crc: 0, declaredSize: 0 };
  while (parts.length < entries) parts.push({ ...empty, name: `filler/${parts.length}.txt` });
  return zipOf(parts);
}

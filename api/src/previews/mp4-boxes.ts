import fs from 'node:fs/promises';

/**
 * Whether an MP4's index (`moov`) comes before its media data (`mdat`): "faststart", which lets a
 * browser start playing before the whole file has arrived. Reads only the top-level box headers;
 * false for a file that is not an MP4 or ends before either.
 */
export async function indexFirst(file: string): Promise<boolean> {
  const handle = await fs.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(16);
    let at = 0;
    while (at + 8 <= size) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      if (bytesRead < 8) return false;
      const type = header.toString('latin1', 4, 8);
      if (type === 'moov') return true;
      if (type === 'mdat') return false;
      const short = header.readUInt32BE(0);
      // 1: a 64-bit size follows the type; 0: the box runs to the end of the file.
      const length = short === 1 && bytesRead === 16 ? Number(header.readBigUInt64BE(8)) : short;
      if (length < 8) return false;
      at += length;
    }
    return false;
  } finally {
    await handle.close();
  }
}

// Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file a production
// build emits, so the bundle servers (and any CDN or web server that serves precompressed files)
// send compressed bytes without compressing on each request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing (source maps are for developers' tools, not visitors). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|wasm|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli quality 10 is within 2 % of 11's size at less than half its time (the host's files:
 * 1.3 s against 3.0 s on these cores); the few larger files (lazy viewers) take 9, 4× faster again.
 */
const HIGH_QUALITY_UP_TO = 1024 * 1024;
/** A copy that saves less than a tenth is not worth a second file. */
const KEEP_BELOW = 0.9;

/** The Brotli settings for a file of `size` bytes. */
export function brotliOptions(size) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: size <= HIGH_QUALITY_UP_TO ? 10 : 9,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** Compresses one emitted file; resolves to the encodings written beside it. */
export async function precompressFile(file, buffer) {
  const [br, gz] = await Promise.all([
    brotli(buffer, brotliOptions(buffer.length)),
    gzip(buffer, { level: 9 }),
  ]);
  const written = [];
  for (const [extension, compressed] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    if (compressed.length >= buffer.length * KEEP_BELOW) continue;
    await fs.writeFile(`${file}${extension}`, compressed);
    written.push(extension);
  }
  return written;
}

/** The rspack plugin: after the build's files are written, compress those worth it. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const output = compilation.outputOptions.path;
      const jobs = compilation
        .getAssets()
        .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
        .map(({ name, source }) => precompressFile(path.join(output, name), source.buffer()));
      await Promise.all(jobs);
    });
  }
}

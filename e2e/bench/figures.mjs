// Small helpers the bench's modules share: sizes, medians, gzip.
import zlib from 'node:zlib';

/** Bytes as KB with one decimal. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The median of some numbers (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Gzip size of a body at level 9 (what a CDN would send), whatever the server sent. */
export const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** Seconds with one decimal. */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

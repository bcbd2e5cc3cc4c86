const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as people read it (binary multiples, at most one decimal): 20 GB, 1.5 MB. */
export function humanSize(bytes: number) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${rounded.toLocaleString('en-AU')} ${UNITS[unit]}`;
}

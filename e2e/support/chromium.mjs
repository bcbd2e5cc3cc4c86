// Debian's Chromium and the flags this closed network needs (see STACK-NOTES); Playwright never
// downloads a browser here. Used by the Playwright config and by the benchmark.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

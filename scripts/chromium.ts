/**
 * Debian's Chromium (never a downloaded browser; CHROMIUM_PATH overrides) and the flags it needs
 * on this network-less machine, shared by the browser tests and the Lighthouse script.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

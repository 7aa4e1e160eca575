/**
 * The pages `npm run build` prerenders (scripts/prerender.ts), by address, and the file each
 * locale's copy is written to. The server sends a first visit the one in its language.
 */
export const PRERENDERED: Readonly<Record<string, string>> = { '/login': 'login' };

/**
 * The signed-in pages with a prerendered frame (decision 042): the page as it is before its data,
 * painted from HTML while the console's scripts load, then replaced by the console's own render.
 */
export const FRAMED: Readonly<Record<string, string>> = {
  '/store-owner': 'frame-dashboard',
  '/store-owner/inventory': 'frame-inventory',
  '/store-owner/orders': 'frame-orders',
};

/**
 * Beside the built pages: the Content-Security-Policy sources ('sha256-…') of the scripts written
 * into them (a frame's boot script, scripts/prerender.ts), which the server's policy allows.
 */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/** login.html for English (what a plain request for /login finds), login.hi.html for Hindi. */
export const prerenderedFile = (page: string, locale: string) =>
  locale === 'en' ? `${page}.html` : `${page}.${locale}.html`;

/** A prerendered file's path, as the server sends it. */
export const PRERENDERED_FILE = new RegExp(
  `^/(${[...Object.values(PRERENDERED), ...Object.values(FRAMED)].join('|')})(\\.[a-z]{2})?\\.html$`,
);

/**
 * The pages `npm run build` prerenders (scripts/prerender.ts, decision 033), by address, and the
 * file each locale's copy is written to. The server sends a first visit the one in its language.
 */
export const PRERENDERED: Readonly<Record<string, string>> = { '/login': 'login' };

/** login.html for English (what a plain request for /login finds), login.hi.html for Hindi. */
export const prerenderedFile = (page: string, locale: string) =>
  locale === 'en' ? `${page}.html` : `${page}.${locale}.html`;

/** A prerendered file's path, as the server sends it. */
export const PRERENDERED_FILE = new RegExp(
  `^/(${Object.values(PRERENDERED).join('|')})(\\.[a-z]{2})?\\.html$`,
);

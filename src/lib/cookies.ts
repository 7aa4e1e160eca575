import { cookieValue } from '../../domain/cookies.ts';

/** A cookie of this console's own (a preference the server reads too), or null; none off-page. */
export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieValue(document.cookie, name);
}

/** Keeps a preference cookie for the whole console for `maxAgeS` seconds. */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeS}; SameSite=Lax`;
}

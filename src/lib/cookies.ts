/** A cookie of this console's own (a preference the server reads too), or null; none off-page. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  return entry === undefined ? null : entry.slice(name.length + 1);
}

/** Keeps a preference cookie for the whole console for `maxAgeS` seconds. */
export function writeCookie(name: string, value: string, maxAgeS: number): void {
  document.cookie = `${name}=${value}; path=/; max-age=${maxAgeS}; SameSite=Lax`;
}

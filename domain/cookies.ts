/**
 * One cookie's value from a Cookie header (the server's) or `document.cookie` (the console's):
 * both are `name=value` pairs joined by `;`. Null when the cookie is not there.
 */
export function cookieValue(cookies: string | null, name: string): string | null {
  if (cookies === null) return null;
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

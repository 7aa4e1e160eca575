import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { securityHeaders } from '../../server/http.ts';
import { inlineScriptHashes } from '../../scripts/prerender.ts';

const directives = (csp: string) =>
  new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the content security policy', () => {
  it('lets pages show, and the service worker fetch for its image cache, images from the image hosts', () => {
    const csp = directives(
      securityHeaders(['https://console.example', 'https://images.example'])[
        'Content-Security-Policy'
      ]!,
    );
    for (const name of ['img-src', 'connect-src'])
      expect(csp.get(name), name).toEqual(
        expect.arrayContaining(["'self'", 'https://images.example']),
      );
    // Scripts only from this origin; WebAssembly may compile (the barcode reader, decision 038).
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('allows nothing but its own origin to connect when images are served from it', () => {
    const csp = directives(securityHeaders()['Content-Security-Policy']!);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows a script written into a built page by its hash alone', () => {
    const boot = "(function(){document.documentElement.setAttribute('data-x','')})();";
    const pages = [`<head><script>${boot}</script><script src="/a.js" async></script></head>`];
    const hashes = inlineScriptHashes([...pages, ...pages]);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(boot).digest('base64')}'`]);
    const csp = directives(securityHeaders([], hashes)['Content-Security-Policy']!);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });
});

/** Decision 032: a signed-in page's chunks are asked for at once, by the page's address. */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hintScript, routeAddresses } from '../../scripts/route-hints.ts';

const routeTree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');

/** The links the hint script adds on `pathname`, signed in or not. */
function hinted(hints: [string, string[]][], pathname: string, signedIn = true): string[] {
  const links: string[] = [];
  const storage = { getItem: (key: string) => (signedIn && key === 'token' ? 't' : null) };
  runInNewContext(hintScript(hints), {
    localStorage: storage,
    sessionStorage: { getItem: () => null },
    location: { pathname },
    document: {
      createElement: () => ({}) as { href?: string },
      head: { appendChild: (link: { href: string }) => links.push(link.href) },
    },
  });
  return links;
}

describe('route hints', () => {
  it('names each route file by its address, a pathless layout by none', () => {
    const addresses = routeAddresses(routeTree);
    expect(addresses.get('routes/_app')).toBe('');
    expect(addresses.get('routes/_app/store-owner/route')).toBe('/store-owner');
    expect(addresses.get('routes/_app/store-owner/index')).toBe('/store-owner/');
    expect(addresses.get('routes/_app/store-owner/orders/$orderId')).toBe(
      '/store-owner/orders/$orderId',
    );
  });

  it('asks for the frame, the layouts and the page of the address opened, once each', () => {
    const hints: [string, string[]][] = [
      ['', ['frame.js', 'app.js']],
      ['/store-owner', ['owner.js', 'app.js']],
      ['/store-owner/', ['dashboard.js']],
      ['/store-owner/orders/', ['orders.js']],
      ['/store-owner/orders/$orderId', ['order.js']],
      ['/admin', ['admin.js']],
    ];
    expect(hinted(hints, '/store-owner')).toEqual([
      '/frame.js',
      '/app.js',
      '/owner.js',
      '/dashboard.js',
    ]);
    expect(hinted(hints, '/store-owner/orders/0a1b2c3d')).toEqual([
      '/frame.js',
      '/app.js',
      '/owner.js',
      '/order.js',
    ]);
    expect(hinted(hints, '/store-owner/orders')).toContain('/orders.js');
    expect(hinted(hints, '/store-owner', false)).toEqual([]);
  });
});

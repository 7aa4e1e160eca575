/**
 * Decision 032: a signed-in page's chunks are asked for at once, by the page's address; decision
 * 059: a framed page's first reads too.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_SCROLL_NOTE, frameCheck } from '../../scripts/prerender.ts';
import { EARLY_SCROLL } from '../../src/lib/frame.ts';
import { hintScript, hintedFiles, routeAddresses } from '../../scripts/route-hints.ts';
import { dropEarlyReads, earlyReadKey, takeEarlyRead } from '../../src/lib/early-reads.ts';

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
    // A frame names its page's chunks itself, by the same rule, rather than loading every route's.
    for (const path of ['/store-owner', '/store-owner/orders', '/store-owner/orders/0a1b2c3d'])
      expect(hintedFiles(hints, path).map((file) => `/${file}`)).toEqual(hinted(hints, path));
  });
});

/** Decision 059: the frame's head script sends its page's first reads, for the frame's owner. */
describe('the frame’s early reads', () => {
  const STORE = '00000000-0000-4000-8000-00000000f4a3';
  const early = {
    reads: {
      '/store-owner/orders': [
        {
          headers: { accept: 'application/json', 'content-type': 'application/json' },
          body: `{"query":"query StoreOrders{x}","variables":{"storeId":"${STORE}"}}`,
        },
      ],
    },
    store: STORE,
    permissions: ['orders.read', 'money.read'],
    timeoutMs: 10_000,
  };
  const owner = {
    role: 'STORE_OWNER',
    stores: [{ id: 's1', isApproved: true, myPermissions: ['money.read', 'orders.read'] }],
  };

  /** What the script sends, and what it leaves for the console, on a device. */
  function sent(opts: { user?: unknown; pathname?: string; search?: string; chosen?: string }) {
    const stored: Record<string, string> = { token: 't0k' };
    if (opts.user) stored.user = JSON.stringify(opts.user);
    if (opts.chosen) stored['threadline.locale'] = opts.chosen;
    const requests: { url: string; headers: Record<string, string>; body: string }[] = [];
    const window: { fetch?: unknown; earlyReads?: Record<string, unknown> } = {};
    const attributes: string[] = [];
    window.fetch = (url: string, init: { headers: Record<string, string>; body: string }) => {
      requests.push({ url, headers: init.headers, body: init.body });
      return Promise.resolve({});
    };
    runInNewContext(frameCheck(early), {
      window,
      fetch: window.fetch,
      AbortSignal,
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      sessionStorage: { getItem: () => null },
      location: {
        origin: 'https://console.example',
        pathname: opts.pathname ?? '/store-owner/orders',
        search: opts.search ?? '',
      },
      matchMedia: () => ({ matches: false }),
      document: {
        addEventListener: () => undefined,
        documentElement: {
          lang: 'en',
          classList: { add: () => undefined },
          setAttribute: (name: string) => attributes.push(name),
        },
      },
    });
    return { requests, taken: Object.keys(window.earlyReads ?? {}), attributes };
  }

  it('sends an owner’s reads for its one store, with its session and language', () => {
    const { requests, taken, attributes } = sent({ user: owner });
    expect(attributes).toEqual([]);
    expect(requests).toEqual([
      {
        url: 'https://console.example/graphql',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-locale': 'en',
          authorization: 'Bearer t0k',
        },
        body: '{"query":"query StoreOrders{x}","variables":{"storeId":"s1"}}',
      },
    ]);
    // Under the key the console looks it up by (src/lib/early-reads.ts).
    expect(taken).toEqual([earlyReadKey('en', requests[0]!.body)]);
  });

  it('sends nothing where the console would read something else', () => {
    const twoStores = { ...owner, stores: [...owner.stores, { id: 's2', isApproved: true }] };
    const member = { ...owner, stores: [{ ...owner.stores[0], myPermissions: ['orders.read'] }] };
    for (const device of [
      {},
      { user: twoStores },
      { user: member },
      { user: { ...owner, role: 'ADMIN' } },
      { user: owner, search: '?page=2' },
      { user: owner, pathname: '/store-owner/returns' },
      { user: owner, chosen: 'hi' },
    ])
      expect(sent(device).requests, JSON.stringify(device)).toEqual([]);
  });
});

describe('the console takes an early read', () => {
  it('once, for the same language and body, until the first page has loaded', async () => {
    const answer = Promise.resolve(new Response('{}'));
    const global = globalThis as { window?: unknown };
    global.window = {
      earlyReads: { [earlyReadKey('en', 'b1')]: answer, [earlyReadKey('en', 'b2')]: answer },
    };
    try {
      expect(takeEarlyRead('hi', 'b1')).toBeUndefined();
      expect(takeEarlyRead('en', 'b1')).toBe(answer);
      expect(takeEarlyRead('en', 'b1')).toBeUndefined();
      dropEarlyReads();
      expect(takeEarlyRead('en', 'b2')).toBeUndefined();
    } finally {
      delete global.window;
    }
  });
});

describe('a scroll before the console renders', () => {
  it('is noted from the prerendered page’s boot script, for the router to leave it there', () => {
    const window: Record<string, unknown> = {};
    const listeners: { type: string; listener: () => void; options: unknown }[] = [];
    runInNewContext(EARLY_SCROLL_NOTE, {
      window,
      addEventListener: (type: string, listener: () => void, options: unknown) =>
        listeners.push({ type, listener, options }),
    });
    expect(listeners).toEqual([
      { type: 'scroll', listener: expect.any(Function), options: { once: true, passive: true } },
    ]);
    expect(window[EARLY_SCROLL]).toBeUndefined();
    listeners[0]!.listener();
    expect(window[EARLY_SCROLL]).toBe(true);
  });
});

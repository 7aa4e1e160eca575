/** The HTTP layer in front of yoga: request ids, client addresses, compression, draining. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { clientAddress, createHttpHandler, type HttpHandler } from '../../server/http.ts';
import { createApiServer } from '../../server/yoga.ts';
import { loggerInto, startTestApi, type TestApi } from './harness.ts';

describe('the HTTP layer', () => {
  let api: TestApi;
  let server: Server;
  let handler: HttpHandler;
  let base = '';
  const logLines: Record<string, unknown>[] = [];
  const distDir = mkdtempSync(path.join(tmpdir(), 'dist-'));

  beforeAll(async () => {
    api = await startTestApi('pglite');
    const log = loggerInto(logLines);
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(path.join(distDir, 'app.js'), 'console.log("plain")');
    writeFileSync(path.join(distDir, 'app.js.br'), 'brotli bytes');
    writeFileSync(path.join(distDir, 'favicon.ico'), 'icon bytes');
    writeFileSync(path.join(distDir, 'login.html'), '<div id="root" data-prerendered="en">');
    writeFileSync(path.join(distDir, 'login.hi.html'), '<div id="root" data-prerendered="hi">');
    writeFileSync(path.join(distDir, 'frame-orders.html'), '<html lang="en"><div id="frame">');
    writeFileSync(path.join(distDir, 'frame-orders.hi.html'), '<html lang="hi"><div id="frame">');
    const app = { ...api.app, log };
    handler = createHttpHandler({
      api: createApiServer(app),
      database: api.database,
      distDir,
      uploadsDir: distDir,
      log,
      trustProxy: loadConfig({ ...process.env, TRUST_PROXY: '1', DATA_DIR: distDir }).trustProxy,
    });
    server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('gives an unexpected error the same id as the X-Request-Id header and the log line', async () => {
    const broken = await startTestApi('pglite');
    await broken.database.close();
    const log = loggerInto(logLines);
    const brokenServer = createServer(
      createHttpHandler({
        api: createApiServer({ ...broken.app, log }),
        database: broken.database,
        distDir,
        uploadsDir: distDir,
        log,
      }),
    );
    await new Promise<void>((resolve) => brokenServer.listen(0, '127.0.0.1', resolve));
    const port = (brokenServer.address() as { port: number }).port;
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e: String!) { requestPasswordReset(email: $e) }',
        variables: { e: 'someone@example.com' },
      }),
    });
    const body = (await res.json()) as {
      errors: { extensions: { code: string; requestId: string } }[];
    };
    await new Promise((resolve) => brokenServer.close(resolve));
    const id = res.headers.get('x-request-id');
    expect(body.errors[0]?.extensions).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      requestId: id,
    });
    const logged = logLines.filter((l) => l.requestId === id).map((l) => l.msg);
    expect(logged).toEqual(expect.arrayContaining(['unexpected error in a resolver', 'request']));
  });

  it('reads the client address from X-Forwarded-For only through a trusted proxy', async () => {
    await post(
      {
        query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: 'nobody@example.com', p: 'x' },
      },
      { 'x-forwarded-for': '198.51.100.23' },
    );
    // TRUST_PROXY=1: the nearest hop (this test, on 127.0.0.1) is the proxy, and it names
    // the client, whose attempts are then counted under its own address.
    const keys = (await api.app.db.query.rateLimits.findMany()).map((k) => k.key);
    expect(keys).toContain('login:ip:198.51.100.23');

    const from = (remoteAddress: string, forwarded: string) =>
      ({
        socket: { remoteAddress },
        connection: { remoteAddress },
        headers: { 'x-forwarded-for': forwarded },
      }) as never;
    const trustList = loadConfig({ TRUST_PROXY: '10.0.0.0/8', DATA_DIR: distDir }).trustProxy;
    expect(clientAddress(from('10.1.2.3', '203.0.113.5'), trustList)).toBe('203.0.113.5');
    expect(clientAddress(from('192.0.2.9', '203.0.113.5'), trustList)).toBe('192.0.2.9');
    expect(clientAddress(from('10.1.2.3', '203.0.113.5'), null)).toBe('10.1.2.3');
  });

  it('compresses GraphQL answers above 1 KB for clients that accept it', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(((await res.json()) as { data: unknown }).data).toBeTruthy();
    const raw = await import('node:http').then(
      ({ request }) =>
        new Promise<Buffer>((resolve) => {
          const req = request(
            `${base}/graphql`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
            },
            (r) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () => resolve(Buffer.concat(chunks)));
            },
          );
          req.end(JSON.stringify({ query: '{ __schema { types { name description } } }' }));
        }),
    );
    expect(JSON.parse(gunzipSync(raw).toString())).toHaveProperty('data');
    // A client that accepts no encoding (a script, the bench's load) gets the plain answer.
    const plain = await import('node:http').then(
      ({ request }) =>
        new Promise<{ encoding: unknown; body: string }>((resolve) => {
          const req = request(
            `${base}/graphql`,
            { method: 'POST', headers: { 'content-type': 'application/json' } },
            (r) => {
              const chunks: Buffer[] = [];
              r.on('data', (c: Buffer) => chunks.push(c));
              r.on('end', () =>
                resolve({
                  encoding: r.headers['content-encoding'],
                  body: Buffer.concat(chunks).toString(),
                }),
              );
            },
          );
          req.end(JSON.stringify({ query: '{ __schema { types { name description } } }' }));
        }),
    );
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.body)).toHaveProperty('data');
  });

  it('serves the precompressed copy of a built asset by Accept-Encoding', async () => {
    const br = await fetch(`${base}/app.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const plain = await fetch(`${base}/app.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("plain")');
  });

  it('sends the favicon as an icon', async () => {
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/x-icon');
  });

  it('sends a first visit to /login the page prerendered in its browser’s language', async () => {
    const login = (language?: string) =>
      fetch(`${base}/login?redirect=%2Fsettings`, {
        headers: language ? { 'accept-language': language } : {},
      });
    const hindi = await login('hi-IN,hi;q=0.9,en;q=0.8');
    expect(await hindi.text()).toContain('data-prerendered="hi"');
    // It differs by every header the language is read from: the console's X-Locale among them.
    for (const header of ['Accept-Language', 'Cookie', 'X-Locale'])
      expect(hindi.headers.get('vary')).toContain(header);
    expect(await (await login('en-GB')).text()).toContain('data-prerendered="en"');
    expect(await (await login()).text()).toContain('data-prerendered="en"');
    // The form posted before its script ran: sent back to the page, nothing kept.
    const posted = await fetch(`${base}/login?redirect=%2Fsettings`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.test&password=secret',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/login?redirect=%2Fsettings');
    expect(JSON.stringify(logLines)).not.toContain('secret');
    // Any other address is the console's index.html, as before.
    expect(await (await fetch(`${base}/store-owner/returns`)).text()).toContain(
      '<title>console</title>',
    );
  });

  it('sends a first visit to a framed signed-in page its frame, in its browser’s language', async () => {
    const orders = (language?: string, method = 'GET') =>
      fetch(`${base}/store-owner/orders`, {
        method,
        headers: language ? { 'accept-language': language } : {},
      });
    const hindi = await orders('hi-IN,hi;q=0.9');
    expect(await hindi.text()).toBe('<html lang="hi"><div id="frame">');
    expect(hindi.headers.get('vary')).toMatch(/Accept-Language/);
    expect(hindi.headers.get('cache-control')).toBe('no-cache');
    expect(await (await orders('en-IN')).text()).toBe('<html lang="en"><div id="frame">');
    // A frame is only read: a post is refused as on any console address.
    expect((await orders('en-IN', 'POST')).status).toBe(405);
    // An address with a filter or a page the frame does not show gets index.html.
    expect(await (await fetch(`${base}/store-owner/orders?page=2`)).text()).toContain(
      '<title>console</title>',
    );
    // A framed page whose frame was not built (frame-dashboard here) is index.html.
    expect(await (await fetch(`${base}/store-owner`)).text()).toContain('<title>console</title>');
  });

  it('paints a first visit in the language its device chose (its cookie) over the browser’s', async () => {
    const visit = (address: string, cookie: string) =>
      fetch(`${base}${address}`, {
        headers: { 'accept-language': 'en-IN,en;q=0.9', cookie },
      });
    const framed = await visit('/store-owner/orders', 'sidebar_state=true; threadline-locale=hi');
    expect(await framed.text()).toBe('<html lang="hi"><div id="frame">');
    expect(framed.headers.get('vary')).toMatch(/Cookie/);
    expect(await (await visit('/login', 'threadline-locale=hi')).text()).toContain(
      'data-prerendered="hi"',
    );
    // A cookie naming a language the console does not speak counts for nothing.
    expect(await (await visit('/store-owner/orders', 'threadline-locale=fr')).text()).toBe(
      '<html lang="en"><div id="frame">',
    );
  });

  it('runs GraphQL only from a JSON body: a form or multipart post from another site gets 415', async () => {
    const reset = 'mutation { requestPasswordReset(email: "victim@example.com") }';
    const form = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: reset }).toString(),
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const multipart = new FormData();
    multipart.set('query', reset);
    const parts = await fetch(`${base}/graphql`, { method: 'POST', body: multipart });
    expect(parts.status).toBe(415);
    const plain = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: reset }),
    });
    expect(plain.status).toBe(415);
    const keys = (await api.app.db.query.rateLimits.findMany()).map((k) => k.key);
    expect(keys.filter((k) => k.includes('victim@example.com'))).toEqual([]);
    const json = await post(
      { query: '{ __typename }' },
      { accept: 'application/graphql-response+json' },
    );
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toContain('application/graphql-response+json');
    expect(json.headers.get('cache-control')).toBe('no-store');
  });

  it("answers CORS only for the console's own origin", async () => {
    const from = (origin: string) => post({ query: '{ __typename }' }, { origin });
    const own = await from('http://console.test');
    expect(own.headers.get('access-control-allow-origin')).toBe('http://console.test');
    expect(own.headers.get('access-control-allow-credentials')).not.toBe('true');
    const evil = await from('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers TRACE, PUT, DELETE and other stray methods with 405', async () => {
    const { request } = await import('node:http');
    const status = (method: string, path: string) =>
      new Promise<number | undefined>((resolve) => {
        const req = request(`${base}${path}`, { method }, (r) => {
          r.resume();
          resolve(r.statusCode);
        });
        req.end();
      });
    for (const path of ['/', '/login', '/graphql', '/healthz', '/uploads/x.webp']) {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
        expect([method, path, await status(method, path)]).toEqual([method, path, 405]);
      }
    }
    expect(await status('GET', '/graphql')).toBe(405);
    expect(await status('GET', '/healthz')).toBe(200);
  });

  it('answers /healthz with 503 once draining for shutdown', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    handler.drain();
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(503);
    expect(res.headers.get('connection')).toBe('close');
  });
});

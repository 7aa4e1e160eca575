/** A real server process under a monster query and a SIGTERM in the middle of a burst. */
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN } from './flows.ts';
import {
  freePort,
  graphqlAt,
  runScript,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './processes.ts';

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lifecycle-'));
  let server: ServerProcess;
  let env: Record<string, string> = {};
  let token = '';

  beforeAll(async () => {
    env = { DATA_DIR: dataDir, PORT: String(await freePort()), DEMO: '0', LOG_LEVEL: 'info' };
    server = startServer(env);
    await waitForHealth(server);
    runScript('scripts/admin-create.ts', { DATA_DIR: dataDir }, [
      '--email',
      'burst@example.com',
      '--password',
      'burst password 1',
    ]);
    const login = await graphqlAt(server.base, LOGIN, {
      email: 'burst@example.com',
      password: 'burst password 1',
    });
    token = (login.data as { login: { token: string } }).login.token;
  }, 90_000);
  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /healthz at once while it refuses a 10,000-alias introspection', async () => {
    const monster = `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: __schema { types { name fields { name args { name } } } }`).join(' ')} }`;
    const started = performance.now();
    const refused = fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: monster.slice(0, 990_000) }),
    }).then(async (r) => ({ body: await r.text(), ms: performance.now() - started }));
    const health = fetch(`${server.base}/healthz`).then((r) => ({
      status: r.status,
      ms: performance.now() - started,
    }));
    const [answer, healthz] = await Promise.all([refused, health]);
    expect(healthz.status).toBe(200);
    expect(healthz.ms).toBeLessThan(1000);
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.body.length).toBeLessThan(2000);
    expect(answer.ms).toBeLessThan(2000);
  });

  /** Sends `raw` on a socket of its own and resolves with the status line (or '' if closed). */
  function rawRequest(raw: string, { hangUp = false } = {}): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect(Number(env.PORT), '127.0.0.1', () => {
        socket.write(raw, 'latin1');
        if (hangUp) socket.destroy();
      });
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    });
  }

  function truncatedUpload(contentLength?: number) {
    const b = 'XyZbound';
    const body =
      `--${b}\r\nContent-Disposition: form-data; name="folderName"\r\n\r\nstoreImages\r\n` +
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
      `Content-Type: image/png\r\n\r\n\x89PNG`;
    return (
      `POST /cdnfile HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${b}\r\n` +
      `Content-Length: ${contentLength ?? Buffer.byteLength(body, 'latin1')}\r\nConnection: close\r\n\r\n${body}`
    );
  }

  it('answers 400 to a multipart body that ends inside the file part, and goes on serving', async () => {
    const line = await rawRequest(truncatedUpload());
    expect(line).toBe('HTTP/1.1 400 Bad Request');
    // The same body announced longer, with the connection dropped halfway: nothing to answer.
    await rawRequest(truncatedUpload(100_000), { hangUp: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(server.output()).not.toContain("Emitted 'error' event");
  });

  it('on SIGTERM finishes every request in flight, keeps every answered write, and logs it', async () => {
    const write = (i: number) =>
      fetch(`${server.base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          query: 'mutation($n: String) { updateProfile(name: $n) { version } }',
          variables: { n: `Burst ${i}` },
        }),
      }).then(
        async (r) => ({
          status: r.status,
          body: (await r.json()) as { data?: unknown; error?: string },
        }),
        (error: unknown) => ({
          status: 0,
          body: { error: `${String(error)} ${String((error as { cause?: unknown }).cause)}` } as {
            data?: unknown;
            error?: string;
          },
        }),
      );
    const burst = Array.from({ length: 8 }, (_, i) => write(i));
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(burst);
    expect(await server.exited).toBe(0);
    // Every request in flight got its answer; none was reset.
    expect(answers.map((a) => [a.status, a.body.error])).toEqual(Array(8).fill([200, undefined]));
    const applied = answers.filter((a) => a.body.data).length;
    const log = server.output();
    expect(log).toContain('shutting down');
    expect(log).toContain('requests finished');
    expect(log).toContain('database closed');

    server = startServer(env);
    await waitForHealth(server);
    const me = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ me { version } }' }),
    }).then((r) => r.json() as Promise<{ data: { me: { version: number } } }>);
    expect(me.data.me.version).toBe(1 + applied);
  }, 60_000);
});

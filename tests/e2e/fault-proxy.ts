/**
 * A flaky 2G link between the browser and the server, for the exactly-once tests (decision 025): an
 * HTTP proxy on 127.0.0.1 that the test starts and stops. Every write the console sends with an
 * Idempotency-Key (queued mutations, queued photos) is forwarded to the server and then, by a
 * seeded draw: its reply is dropped after the server has handled it (the browser sees the
 * connection cut), or the request is sent to the server twice at once (a duplicate), or it is
 * delayed. Everything else (the console's files, reads, images) passes through, delayed a little.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';

export interface FaultCounts {
  /** Writes forwarded (each duplicate counts once more). */
  forwarded: number;
  /** Replies cut after the server answered. */
  dropped: number;
  /** Requests the server received twice. */
  duplicated: number;
  /** Writes the server answered with a success (2xx and no GraphQL errors). */
  answeredOk: number;
}

/** Each write's Idempotency-Key, with how often it came from the browser and what it was. */
export type SentWrites = Map<string, { times: number; what: 'upload' | 'graphql' }>;

export interface FaultProxy {
  base: string;
  counts: FaultCounts;
  sent: SentWrites;
  /** While false, everything passes unharmed (for the online setup before the shift). */
  setFaulty(on: boolean): void;
  close(): Promise<void>;
}

/** A small seeded generator (mulberry32), so that a failing run can be repeated. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function forward(target: URL, req: IncomingMessage, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (res) => {
        void readBody(res).then(
          (b) => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: b }),
          reject,
        );
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

export async function startFaultProxy(
  upstreamBase: string,
  {
    dropReplies = 0.3,
    duplicateRequests = 0.1,
    maxDelayMs = 300,
    seed = 2026,
    firstReplyLost = false,
  }: {
    dropReplies?: number;
    duplicateRequests?: number;
    maxDelayMs?: number;
    seed?: number;
    /** Instead of drawing: each write is forwarded once and its first reply cut. */
    firstReplyLost?: boolean;
  } = {},
): Promise<FaultProxy> {
  const target = new URL(upstreamBase);
  const random = seeded(seed);
  const counts: FaultCounts = { forwarded: 0, dropped: 0, duplicated: 0, answeredOk: 0 };
  let faulty = false;
  const keysSeen = new Set<string>();
  const sent: SentWrites = new Map();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const isWrite = req.method === 'POST' && Boolean(req.headers['idempotency-key']);
      if (!faulty || !isWrite) {
        if (faulty) await sleep(random() * (maxDelayMs / 3));
        const answer = await forward(target, req, body);
        res.writeHead(answer.status, answer.headers);
        return res.end(answer.body);
      }
      const draw = random();
      const key = String(req.headers['idempotency-key']);
      sent.set(key, {
        times: (sent.get(key)?.times ?? 0) + 1,
        what: req.url?.startsWith('/cdnfile') ? 'upload' : 'graphql',
      });
      const duplicate = !firstReplyLost && draw < duplicateRequests;
      const drop = firstReplyLost
        ? !keysSeen.has(key)
        : !duplicate && draw < duplicateRequests + dropReplies;
      keysSeen.add(key);
      await sleep(random() * maxDelayMs);
      counts.forwarded += duplicate ? 2 : 1;
      const answers = await Promise.all(
        duplicate
          ? [forward(target, req, body), forward(target, req, body)]
          : [forward(target, req, body)],
      );
      if (duplicate) counts.duplicated += 1;
      for (const a of answers) {
        const ok = a.status < 300 && !a.body.includes('"errors"');
        if (ok) counts.answeredOk += 1;
      }
      if (drop) {
        counts.dropped += 1;
        // The server has handled it; the phone never hears back.
        return req.socket.destroy();
      }
      const answer = answers[0]!;
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    })().catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    counts,
    sent,
    setFaulty: (on) => (faulty = on),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

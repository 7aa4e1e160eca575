import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compression from 'compression';
import type { Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import serveStatic from 'serve-static';
import sirv from 'sirv';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { json, refuse } from './http-answer.ts';
import { LOCALE_HEADERS, inLocale, inRequestScope, requestLocale } from './request-scope.ts';
import { m } from '../domain/messages.ts';
import type { Api } from './yoga.ts';
import { isPrivateKey } from './uploads/storage.ts';
import {
  FRAMED,
  INLINE_SCRIPTS_FILE,
  PRERENDERED,
  PRERENDERED_FILE,
  prerenderedFile,
} from './prerendered.ts';

/** GraphQL requests carry text only (images go to /cdnfile), so 1 MB is generous. */
const MAX_GRAPHQL_BODY = 1_000_000;
/** Request bodies are JSON; answers are JSON or, when asked (Accept), graphql-response+json. */
const GRAPHQL_CONTENT_TYPES = new Set(['application/json']);

/** The methods each path answers; anything else is 405 (no TRACE, PUT or DELETE anywhere). */
function allowedMethods(pathname: string): string[] {
  if (pathname === '/graphql') return ['POST', 'OPTIONS'];
  if (pathname === '/cdnfile') return ['POST', 'OPTIONS'];
  if (pathname === '/imports/catalogue') return ['POST', 'OPTIONS'];
  // A prerendered form posted before its script ran (see below).
  if (PRERENDERED[pathname]) return ['GET', 'HEAD', 'POST'];
  return ['GET', 'HEAD'];
}
const API_PREFIXES = ['/graphql', '/cdnfile', '/uploads/', '/healthz', '/exports/', '/imports/'];

/**
 * A strict policy: everything from this origin, images also from the configured image host;
 * scripts written into the built pages only by their hashes (`inlineScripts`).
 */
export function securityHeaders(
  imageOrigins: string[] = [],
  inlineScripts: string[] = [],
): Record<string, string> {
  const img = ["'self'", 'data:', 'blob:', ...imageOrigins].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      // The barcode reader compiles its WebAssembly (decision 038); no eval of script text.
      ["script-src 'self' 'wasm-unsafe-eval'", ...inlineScripts].join(' '),
      // Radix's scroll lock and sonner insert <style> elements at run time; scripts stay 'self'.
      "style-src 'self' 'unsafe-inline'",
      `img-src ${img}`,
      // The service worker fetches images for its image cache: from the image hosts too.
      `connect-src 'self' ${imageOrigins.join(' ')}`.trim(),
      "font-src 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  };
}

/** The hashes of the scripts the build wrote into its pages (INLINE_SCRIPTS_FILE), if built. */
function builtInlineScripts(distDir: string): string[] {
  const file = path.join(distDir, INLINE_SCRIPTS_FILE);
  if (!existsSync(file)) return [];
  const hashes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(hashes) || !hashes.every((h) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(String(h))))
    throw new Error(`${file} is not a list of script hashes`);
  return hashes as string[];
}

export interface HttpOptions {
  api: Api;
  database: Database;
  distDir: string;
  uploadsDir: string;
  log: Logger;
  imageOrigins?: string[];
  trustProxy?: Config['trustProxy'];
  /** `POST /cdnfile`. */
  upload?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** `GET /exports/ledger.csv` and `/exports/catalogue.csv` (server/exports.ts). */
  exports?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** `POST /imports/catalogue` (server/imports.ts). */
  imports?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** `GET /uploads/qcPhotos/…?exp&sig`: private uploads, by signed address only (decision 027). */
  privateUpload?: (req: IncomingMessage, res: ServerResponse, key: string) => Promise<void>;
}

/** `key` decoded and made normal (no empty, `.` or `..` segment), or null if it cannot be. */
function normalUploadKey(key: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return null;
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return null;
  return path.posix.normalize(`/${decoded}`).replace(/^\/+/, '');
}

/** The request listener, and `drain()` to turn it to shutting-down mode (health answers 503). */
export type HttpHandler = RequestListener & { drain(): void };

/** GraphQL answers above 1 KB go compressed (lists of products and orders compress ~10×). */
const compressGraphql = compression({ threshold: 1024 });

export function createHttpHandler(opts: HttpOptions): HttpHandler {
  const headerList = Object.entries(
    securityHeaders(opts.imageOrigins, builtInlineScripts(opts.distDir)),
  );
  const serveConsole = existsSync(opts.distDir)
    ? sirv(opts.distDir, {
        single: true,
        etag: true,
        // `vite build` writes .br and .gz beside each asset; the one the browser accepts is sent.
        brotli: true,
        gzip: true,
        setHeaders(res, pathname) {
          // A prerendered page differs by language (see below), read from every header that says it.
          if (PRERENDERED_FILE.test(pathname))
            res.setHeader('Vary', ['Accept-Encoding', ...LOCALE_HEADERS].join(', '));
          // sirv's types (mrmime) have none for an icon: the favicon went with an empty type.
          if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
          const fingerprinted = pathname.startsWith('/assets/');
          res.setHeader(
            'Cache-Control',
            fingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      })
    : null;
  // Uploaded images have random names and never change: cached for a year. Looked up on disk per
  // request (sirv's production mode lists a folder once, at start, and would miss new uploads).
  const uploads = serveStatic(opts.uploadsDir, {
    maxAge: '1y',
    immutable: true,
    dotfiles: 'ignore',
    index: false,
    fallthrough: true,
    redirect: false,
    // An image is only ever an image: nothing in it may run, even opened on its own.
    setHeaders(res) {
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });

  let draining = false;
  const handler: RequestListener = (req, res) => {
    // A dropped connection is that request's end, never an unhandled 'error' event.
    req.on('error', (err) => opts.log.debug({ err }, 'request stream error'));
    res.on('error', (err) => opts.log.debug({ err }, 'response stream error'));
    try {
      inLocale(requestLocale(req.headers), () => route(req, res));
    } catch (error) {
      failed(opts.log, res, error);
    }
  };
  const route: RequestListener = (req, res) => {
    const started = performance.now();
    const requestId = sanitizeId(req.headers['x-request-id']) ?? randomUUID();
    for (const [name, value] of headerList) res.setHeader(name, value);
    res.setHeader('X-Request-Id', requestId);
    // While shutting down, no connection is kept for another request.
    if (draining) res.setHeader('Connection', 'close');
    res.on('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : isApi(req.url) ? 'info' : 'debug';
      if (!opts.log.isLevelEnabled(level)) return;
      opts.log[level](
        {
          requestId,
          method: req.method,
          url: req.url,
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    const pathname = (req.url ?? '/').split('?')[0]!;
    const allowed = allowedMethods(pathname);
    if (!allowed.includes(req.method ?? '')) {
      res.setHeader('Allow', allowed.join(', '));
      return refuse(res, 405, 'BAD_USER_INPUT', m.methodNotAllowed());
    }
    if (pathname === '/graphql') {
      res.setHeader('Cache-Control', 'no-store');
      if (req.method === 'POST') {
        // Only what fetch() sends with a JSON body: a form or multipart post from another site
        // (which a browser sends without asking) never runs an operation.
        const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (!GRAPHQL_CONTENT_TYPES.has(type)) {
          return refuse(res, 415, 'UNSUPPORTED_MEDIA_TYPE', m.unsupportedMediaType());
        }
        const length = req.headers['content-length'];
        if (length === undefined) return refuse(res, 411, 'BAD_USER_INPUT', m.lengthRequired());
        if (Number(length) > MAX_GRAPHQL_BODY) {
          return refuse(res, 413, 'PAYLOAD_TOO_LARGE', m.requestTooLarge());
        }
      }
      const ip = clientAddress(req, opts.trustProxy ?? null);
      const serve = () =>
        inRequestScope(requestId, () =>
          guard(opts.log, res, opts.api.handle(req, res, { requestId, ip })),
        );
      // A client that accepts no encoding gets the answer as it is, without compression's
      // wrapping of the response (a measured part of a request's CPU; answers are never cached).
      if (!req.headers['accept-encoding']) return serve();
      compressGraphql(req as never, res as never, serve);
      return;
    }
    if (pathname === '/cdnfile' && opts.upload && req.method === 'POST') {
      return inRequestScope(requestId, () => guard(opts.log, res, opts.upload!(req, res)));
    }
    if (pathname === '/imports/catalogue' && opts.imports && req.method === 'POST') {
      return inRequestScope(requestId, () => guard(opts.log, res, opts.imports!(req, res)));
    }
    if (pathname.startsWith('/exports/') && opts.exports && req.method === 'GET') {
      return inRequestScope(requestId, () => guard(opts.log, res, opts.exports!(req, res)));
    }
    if (pathname === '/healthz') {
      if (draining) return json(res, 503, { status: 'draining', database: opts.database.engine });
      return guard(opts.log, res, health(opts.database, res));
    }
    if (pathname.startsWith('/uploads/')) {
      // Only the addresses this server hands out, already in normal form: `//`, `.`, `..` or a
      // percent-encoded letter could otherwise name a private file by a path that does not
      // start with its folder (decision 027).
      const key = pathname.slice('/uploads/'.length);
      if (normalUploadKey(key) !== key) return notFound(res);
      if (isPrivateKey(key)) {
        if (!opts.privateUpload) return notFound(res);
        return guard(opts.log, res, opts.privateUpload(req, res, key));
      }
      req.url = req.url!.slice('/uploads'.length);
      return uploads(req, res, () => notFound(res));
    }
    if (isApi(pathname)) return notFound(res);
    if (pathname === '/sw.js' && serveConsole) {
      return guard(opts.log, res, serviceWorker(opts.distDir, res));
    }
    if (!serveConsole) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end(
        'The console is not built yet: run `npm run build` (npm start does it for you).',
      );
    }
    const page = PRERENDERED[pathname];
    if (page && req.method === 'POST') {
      // The sign-in form, sent before the page's script took it over: what it carried is
      // dropped unread (never logged), and the page is sent again, where the script now runs.
      req.resume();
      res.writeHead(303, { Location: req.url, 'Cache-Control': 'no-store' });
      return void res.end();
    }
    // A first visit gets the page already rendered, in its device's language (its cookie, else
    // the browser's: decision 033); a signed-in page, its frame (decision 042), unless the
    // address asks for a filter or a page the frame does not show. Once installed, the service
    // worker answers both.
    const plain = req.url!.length === pathname.length;
    const prerendered = page ?? (plain ? FRAMED[pathname] : undefined);
    if (prerendered) {
      const file = prerenderedFile(prerendered, requestLocale(req.headers));
      if (existsSync(path.join(opts.distDir, file))) {
        req.url = `/${file}${req.url!.slice(pathname.length)}`;
      }
    }
    serveConsole(req, res, () => notFound(res));
  };
  return Object.assign(handler, { drain: () => void (draining = true) });
}

/** Work a request started that must answer 500 if it fails, not leave the request hanging. */
function guard(log: Logger, res: ServerResponse, work: unknown) {
  if (work instanceof Promise) work.catch((error: unknown) => failed(log, res, error));
}

/** The last resort for one request: logged, answered 500 when nothing was sent yet, or closed. */
function failed(log: Logger, res: ServerResponse, error: unknown) {
  log.error({ err: error }, 'request failed unexpectedly');
  if (res.headersSent) return void res.destroy();
  refuse(res, 500, 'INTERNAL_SERVER_ERROR', m.unexpectedError());
}

/** The socket's peer, or with TRUST_PROXY the client named by the trusted proxies. */
export function clientAddress(req: IncomingMessage, trust: Config['trustProxy']): string {
  if (!trust) return req.socket.remoteAddress ?? 'unknown';
  return proxyaddr(req, trust);
}

/**
 * The service worker's script is read afresh and never cached: browsers compare it byte for byte
 * to find a new version, and a stale copy (or a 304 on a startup-time ETag) would hide updates.
 */
async function serviceWorker(distDir: string, res: ServerResponse) {
  try {
    const body = await readFile(path.join(distDir, 'sw.js'));
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    res.end(body);
  } catch {
    notFound(res);
  }
}

async function health(database: Database, res: ServerResponse) {
  try {
    await database.ping();
    json(res, 200, { status: 'ok', database: database.engine });
  } catch {
    json(res, 503, { status: 'error', database: database.engine });
  }
}

function isApi(url: string | undefined): boolean {
  return API_PREFIXES.some(
    (p) => url === p || url?.startsWith(p.endsWith('/') ? p : `${p}/`) || url?.startsWith(`${p}?`),
  );
}

function notFound(res: ServerResponse) {
  refuse(res, 404, 'NOT_FOUND', m.notFound());
}

function sanitizeId(value: IncomingMessage['headers'][string]): string | undefined {
  return typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : undefined;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  GraphQLError,
  getOperationAST,
  getVariableValues,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { App } from './app.ts';
import { isAppError } from './errors.ts';
import { isDatabaseUnavailable } from './db/client.ts';
import { createContext, type GraphQLContext, type ServerContext } from './context.ts';
import { m } from '../domain/messages.ts';
import { ERROR_CODES, type ErrorCode } from '../domain/errors.ts';
import { useIdempotency } from './graphql/idempotency.ts';
import { useRequestLimits, type LimitOptions } from './graphql/limits.ts';
import { currentRequestId, headerReader, inLocale, requestLocale } from './request-scope.ts';
import { buildSchema } from './graphql/schema.ts';
import { createReadPath } from './graphql/read-path.ts';

/** What the HTTP server and tests hand to the API besides the request. */
type Served = Partial<Pick<ServerContext, 'requestId' | 'ip'>>;

/**
 * The GraphQL API: a query it has already served once runs on its read path (decision 064), the
 * rest through yoga. `handle` is the HTTP server's entry, `fetch` the same through the Fetch API
 * (tests).
 */
export interface Api {
  handle(req: IncomingMessage, res: ServerResponse, server: Served): Promise<void>;
  fetch(url: string, init?: RequestInit, server?: Served): Promise<Response>;
  /** How many requests the read path has answered. */
  readsServed(): number;
}

export interface ApiOptions {
  /** Introspection and field suggestions: for development (config decides for a real server). */
  limits?: LimitOptions;
  /** Origins whose pages may call the API (the console's own, plus CORS_ORIGINS). */
  corsOrigins?: string[];
  /** Replay records kept per user (tests use a small number). */
  idempotencyKeepPerUser?: number;
}

/** What a cross-origin page may send and read (bearer tokens, never cookies). */
const CORS = {
  methods: ['POST'],
  allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'X-Request-Id'],
  exposedHeaders: ['X-Renewed-Token', 'X-Request-Id'],
  credentials: false,
  maxAge: 600,
};

/**
 * The contract: every error's code is one of domain/errors.ts. A document that fails validation
 * (an unknown field, a wrong argument) is the caller's input, BAD_USER_INPUT, where yoga would
 * say GRAPHQL_VALIDATION_FAILED (validation errors never reach maskError).
 */
const contractCodes: Plugin = {
  onValidate() {
    return ({ result, setResult }) => {
      if (result.length === 0) return;
      setResult(
        result.map(
          (error) =>
            new GraphQLError(error.message, {
              nodes: error.nodes,
              source: error.source,
              positions: error.positions,
              extensions: { ...error.extensions, code: 'BAD_USER_INPUT' },
            }),
        ),
      );
    };
  },
};

/**
 * Resolvers run in the request's locale (decision 030), so the messages they throw render in it,
 * whether the request came through the HTTP server or `yoga.fetch`.
 */
const inRequestLocale: Plugin = {
  onExecute({ executeFn, setExecuteFn, args }) {
    const { request } = args.contextValue as { request: Request };
    const locale = requestLocale(request.headers);
    setExecuteFn((executeArgs) => inLocale(locale, () => executeFn(executeArgs)));
  },
};

/**
 * Which requests run on the compiled executor (graphql-jit, decision 039): a query, the only
 * operation of its document, whose variables graphql-js accepts. The plugin caches by document,
 * not by operationName; a refused variable is graphql-js's to word (the contract's messages name
 * the variable, and fuzz tests pin them); and a mutation stays on graphql-js, which stops at the
 * first failing write of several (graphql-jit ran the next one).
 */
function compiles({
  schema,
  document,
  variableValues,
}: {
  schema: GraphQLSchema;
  document: DocumentNode;
  variableValues?: unknown;
}): boolean {
  // graphql-js's own lookup: the document's operation when it has only one, else null.
  const operation = getOperationAST(document);
  if (operation?.operation !== 'query') return false;
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    (variableValues ?? {}) as Record<string, unknown>,
    { maxErrors: 1 },
  );
  return !coerced.errors;
}

/**
 * The contract's error masking, as yoga applies it to every error of a request (and the read path
 * to an execution's).
 */
function contractMasking(app: App) {
  return function maskError(error: unknown): Error {
    const original = (error as { originalError?: unknown }).originalError;
    if (isAppError(original)) return original;
    // Errors of the request itself (syntax, validation, variables) happen before any
    // resolver, so they have no path; a bad variable's keeps the scalar's reason as original.
    if (isAppError(error)) return error;
    if (
      error instanceof Error &&
      error.name === 'GraphQLError' &&
      (!original || (error as GraphQLError).path === undefined)
    ) {
      const request = error as GraphQLError;
      if (ERROR_CODES.includes(request.extensions?.code as ErrorCode)) return request;
      // The contract: every failure has one of its codes; a malformed request (graphql-js's
      // or yoga's own GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED) is the caller's input.
      return new GraphQLError(request.message, {
        nodes: request.nodes,
        extensions: { ...request.extensions, code: 'BAD_USER_INPUT' },
      });
    }
    const requestId = currentRequestId() ?? crypto.randomUUID();
    if (isDatabaseUnavailable(original ?? error)) {
      // PostgreSQL restarting or out of reach: nothing was written (each write is one
      // transaction); the console keeps its queued writes and sends them again.
      app.log.warn({ err: original ?? error, requestId }, 'database unavailable');
      return new GraphQLError(m.databaseUnavailable(), {
        extensions: { code: 'INTERNAL_SERVER_ERROR', retryable: true, requestId },
      });
    }
    app.log.error({ err: original, requestId }, 'unexpected error in a resolver');
    return new GraphQLError(m.unexpectedError(), {
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    });
  };
}

/** A request's whole body (the HTTP server has checked its length). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('the request was aborted before its body ended'));
    });
  });
}

/** The GraphQL API over an App: used by the HTTP server and, through `fetch`, by tests. */
export function createApiServer(app: App, options: ApiOptions = {}): Api {
  const limits = options.limits ?? { introspection: true, suggestions: true };
  const origins = new Set(options.corsOrigins ?? [new URL(app.config.publicUrl).origin]);
  // An origin not listed gets no CORS headers at all, so its pages cannot read any answer.
  const cors = (origin: string | null) =>
    origin && origins.has(origin) ? { ...CORS, origin: [origin] } : (false as const);
  const maskError = contractMasking(app);
  const schema = buildSchema();
  // A request's context, in its locale: yoga's and the read path's.
  const contextOf = (request: { headers: Pick<Headers, 'get'> }, server: Served) =>
    inLocale(requestLocale(request.headers), () =>
      createContext(app, request, {
        requestId: server.requestId ?? crypto.randomUUID(),
        ip: server.ip ?? 'unknown',
        origin: request.headers.get('origin'),
        host: request.headers.get('host'),
      }),
    );
  const renewed = new WeakMap<Request, string>();
  const renewTokenHeader: Plugin<GraphQLContext> = {
    onResponse({ request, response }) {
      const token = renewed.get(request);
      if (token) response.headers.set('X-Renewed-Token', token);
    },
  };
  // Mail a write queued in its transaction goes out as soon as the write has committed.
  const sendQueuedMail: Plugin<GraphQLContext> = {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      return { onExecuteDone: () => app.mail.kick() };
    },
  };
  // Every query yoga runs (parsed, validated, limits met) is known to the read path after.
  const learnReads: Plugin = {
    onExecute({ args }) {
      const { params } = args.contextValue as { params?: { query?: unknown } };
      reads.learn(params?.query, args.document);
    },
  };
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    cors: (request) => cors(request.headers.get('origin')),
    graphiql: false,
    landingPage: false,
    // The HTTP server refuses a body without a Content-Length or above 1 MB before yoga sees it
    // (server/http.ts), and Node's parser never reads past that length: yoga's own limit would
    // only pipe every body through a second stream (a measured tenth of a request's CPU).
    maxRequestBodySize: false,
    logging: false,
    // A plugin that acts on a query's execution or answer must be mirrored on the read path
    // (server/graphql/read-path.ts), or the read path must leave such queries to yoga (decision 064).
    plugins: [
      // First, so that the plugins after it wrap the compiled execution (the locale, the mail).
      useGraphQlJit(
        {},
        {
          enableIf: compiles,
          onError: (result) =>
            app.log.error({ errors: result.errors }, 'a document did not compile'),
        },
      ),
      inRequestLocale,
      ...useRequestLimits(limits),
      renewTokenHeader,
      sendQueuedMail,
      useIdempotency(options.idempotencyKeepPerUser),
      contractCodes,
      learnReads,
    ],
    async context({ request, ...server }) {
      const ctx = await contextOf(request, server);
      if (ctx.renewedToken) renewed.set(request, ctx.renewedToken);
      return ctx;
    },
    maskedErrors: { maskError },
  });
  const reads = createReadPath({
    context: contextOf,
    schema,
    fetchAPI: yoga.fetchAPI,
    cors,
    maskError,
    compiles,
    responseBytes: limits.responseBytes,
  });
  return {
    async handle(req, res, server) {
      if (req.method !== 'POST') return yoga(req, res, server as ServerContext);
      let body: Buffer;
      try {
        body = await readBody(req);
      } catch (error) {
        // The client went away mid-body: nothing to answer, as yoga's adapter treats an abort.
        app.log.debug({ err: error }, 'request aborted before its body ended');
        return;
      }
      const answer = await reads.answer(headerReader(req.headers), body.toString('utf8'), server);
      if (answer) {
        res.writeHead(answer.status, {
          'content-length': Buffer.byteLength(answer.body),
          ...answer.headers,
        });
        return void res.end(answer.body);
      }
      // The body is read: yoga takes it from here (@whatwg-node's adapter reads `req.body`).
      Object.assign(req, { body });
      return yoga(req, res, server as ServerContext);
    },
    async fetch(url, init = {}, server = {}) {
      const post = (init.method ?? 'GET').toUpperCase() === 'POST';
      if (post && typeof init.body === 'string' && new URL(url).pathname === '/graphql') {
        const headers = new Headers(init.headers);
        const answer = await reads.answer((name) => headers.get(name), init.body, server);
        if (answer) return new Response(answer.body, answer);
      }
      return yoga.fetch(url, init, server as ServerContext);
    },
    readsServed: reads.served,
  };
}

import {
  getOperationAST,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { processRegularResult, type FetchAPI } from 'graphql-yoga';
import { getCORSHeadersByRequestAndOptions, type CORSOptions } from '@whatwg-node/server';
import type { GraphQLContext, ServerContext } from '../context.ts';
import { inLocale, requestLocale } from '../request-scope.ts';
import { limitAnswer } from './limits.ts';

/** One answer of the read path: what the HTTP server writes, or a test's Response is made of. */
export interface ReadAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request's header by its lower-case name (Node's headers or a Fetch Headers). */
export type HeaderOf = (name: string) => string | null;

type Served = Partial<Pick<ServerContext, 'requestId' | 'ip'>>;

export interface ReadPathOptions {
  /** The API's context for a request, made in its locale, as yoga makes it. */
  context: (request: { headers: Pick<Headers, 'get'> }, server: Served) => Promise<GraphQLContext>;
  schema: GraphQLSchema;
  fetchAPI: FetchAPI;
  /** The API's CORS rule for a request from `origin` (false: no CORS headers). */
  cors: (origin: string | null) => CORSOptions;
  /** The API's error masking, as yoga applies it to an execution's errors. */
  maskError: (error: unknown) => Error;
  /** Whether an execution may run compiled: the API's own rule (yoga.ts). */
  compiles: (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    variableValues: unknown;
  }) => boolean;
  responseBytes?: number;
}

interface Known {
  document: DocumentNode;
  name: string | undefined;
  /** Compiled at its first use on this path; null when graphql-jit cannot compile it. */
  compiled?: CompiledQuery | null;
}

/** How many documents the path remembers, and the longest it remembers (the console's are far shorter). */
const KNOWN_DOCUMENTS = 300;
const LONGEST_DOCUMENT = 20_000;

const JSON_TYPES = new Set(['application/json', 'application/json;charset=utf-8']);
const BODY_KEYS = new Set(['query', 'variables', 'operationName']);

/**
 * The API's read path (decision 064): a query whose document yoga has already parsed, validated
 * (the limits included) and run is served again without yoga's Fetch adapter and envelop's hooks:
 * the same context, compiled execution in the request's locale, answer limit, error masking, CORS
 * and renewed token, and yoga's own result processing for an answer with errors. Anything else
 * (a mutation, a document not seen yet, a variable graphql-js refuses, an Accept only yoga's other
 * processors serve, a body yoga would refuse) answers `undefined`: yoga serves it, as before.
 */
export function createReadPath(options: ReadPathOptions) {
  const known = new Map<string, Known>();
  const mediaTypes = new Map<string, string | null>();
  let served = 0;

  /** Called by the API's plugin for each document yoga runs: a query becomes known. */
  function learn(text: unknown, document: DocumentNode) {
    if (typeof text !== 'string' || text.length > LONGEST_DOCUMENT || known.has(text)) return;
    const operation = getOperationAST(document);
    if (operation?.operation !== 'query') return;
    if (known.size >= KNOWN_DOCUMENTS) known.delete(known.keys().next().value!);
    known.set(text, { document, name: operation.name?.value });
  }

  function compiled(entry: Known): CompiledQuery | null {
    if (entry.compiled === undefined) {
      const result = compileQuery(options.schema, entry.document, undefined, {});
      entry.compiled = isCompiledQuery(result) ? result : null;
    }
    return entry.compiled;
  }

  function mediaType(accept: string | null): string | null {
    const key = accept ?? '';
    let type = mediaTypes.get(key);
    if (type === undefined) {
      type = regularMediaType(accept);
      if (mediaTypes.size < 50) mediaTypes.set(key, type);
    }
    return type;
  }

  async function answer(
    header: HeaderOf,
    body: string,
    server: Served = {},
  ): Promise<ReadAnswer | undefined> {
    const contentType = (header('content-type') ?? '').replace(/\s/g, '').toLowerCase();
    if (!JSON_TYPES.has(contentType) || known.size === 0) return undefined;
    const params = parseParams(body);
    if (!params) return undefined;
    const entry = known.get(params.query);
    if (!entry) return undefined;
    if (params.operationName != null && params.operationName !== entry.name) return undefined;
    const media = mediaType(header('accept'));
    if (!media) return undefined;
    const { schema } = options;
    const variableValues = params.variables ?? undefined;
    if (!options.compiles({ schema, document: entry.document, variableValues })) return undefined;
    const query = compiled(entry);
    if (!query) return undefined;

    const request = { headers: { get: header } };
    const locale = requestLocale(request.headers);
    let context;
    try {
      context = await options.context(request, server);
    } catch {
      // Yoga makes the context again and answers its failure in the contract's words.
      return undefined;
    }
    const executed = (await inLocale(locale, () =>
      query.query(undefined, context, variableValues),
    )) as ExecutionResult & { stringify?: (r: unknown) => string };
    executed.stringify = query.stringify;
    let result = limitAnswer(executed, options.responseBytes);
    if (result.errors)
      result = { ...result, errors: result.errors.map(options.maskError) as never };

    const headers: Record<string, string> = {};
    let status = 200;
    let text: string;
    if (!result.errors?.length && !result.extensions) {
      headers['content-type'] = `${media}; charset=utf-8`;
      text = (result as typeof executed).stringify!(result);
    } else {
      const response = processRegularResult(result, options.fetchAPI, media);
      status = response.status;
      response.headers.forEach((value, name) => (headers[name] = value));
      text = await response.text();
    }
    const cors = getCORSHeadersByRequestAndOptions(
      request as unknown as Request,
      options.cors(header('origin')),
    );
    // Names in lower case, as yoga's Fetch headers write them.
    for (const [name, value] of Object.entries(cors ?? {})) headers[name.toLowerCase()] = value;
    if (context.renewedToken) headers['x-renewed-token'] = context.renewedToken;
    served += 1;
    return { status, headers, body: text };
  }

  return { learn, answer, served: () => served };
}

export type ReadPath = ReturnType<typeof createReadPath>;

interface Params {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

/** The body's operation, when it is exactly what yoga's JSON parser takes without a question. */
function parseParams(body: string): Params | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const params = parsed as Record<string, unknown>;
  for (const key in params) if (!BODY_KEYS.has(key)) return undefined;
  const { query, variables, operationName } = params;
  if (typeof query !== 'string') return undefined;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
    return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  return params as unknown as Params;
}

const REGULAR = ['application/graphql-response+json', 'application/json'];

/**
 * The media type yoga's result processing picks for a single result (its `useResultProcessors`
 * and `accept.ts`): of the Accept header's types in reverse order, the last one its regular
 * processor matches, wildcards included; null when none does (yoga answers 406, or streams).
 */
export function regularMediaType(accept: string | null): string | null {
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  const types: string[] = [];
  for (const entry of asked) {
    const [type, ...params] = entry.split(';');
    const charset = params.find((p) => p.includes('charset=')) ?? 'charset=utf-8';
    if (type !== undefined && charset === 'charset=utf-8') types.push(type);
  }
  let chosen: string | null = null;
  for (const type of types.reverse()) {
    const [pre, suf] = type.split('/');
    for (const regular of REGULAR) {
      const [rPre, rSuf] = regular.split('/');
      if ((pre === '*' || pre === rPre) && (suf === '*' || suf === rSuf)) chosen = regular;
    }
  }
  return chosen;
}

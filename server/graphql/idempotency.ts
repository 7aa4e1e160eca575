import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDirective } from '@graphql-tools/utils';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  print,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { messageRef } from '../../domain/messages.ts';
import { createLoaders, type GraphQLContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { idempotencyRecords } from '../db/schema.ts';
import { AppError, badInput, isAppError } from '../errors.ts';
import { isId } from '../../domain/id.ts';

interface StoredResult {
  data: unknown;
  errors?: {
    message: string;
    path?: readonly (string | number)[];
    extensions?: Record<string, unknown>;
  }[];
}

/** How many replay records one user keeps (the newest). */
export const KEEP_PER_USER = 10_000;

/** An unexpected failure: the transaction is rolled back and nothing is recorded. */
class Unrecorded extends Error {
  constructor(readonly result: ExecutionResult) {
    super('unrecorded');
  }
}

/**
 * `Idempotency-Key` on a signed-in mutation (api-contract.md): the write and the record of its
 * response commit in one transaction; the same key and payload replay the response with no second
 * effect; another payload is IDEMPOTENCY_KEY_REUSED. Same-key requests are serialised by an
 * advisory lock, so concurrent duplicates make one effect.
 */
export function useIdempotency(keepPerUser = KEEP_PER_USER): Plugin<GraphQLContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as GraphQLContext & { request: Request };
      const key = ctx.request?.headers.get('idempotency-key');
      const viewer = ctx.viewer;
      if (!key || !viewer) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      // Public mutations (sign-in, sign-up, reset) answer with tokens, and @unrecorded ones (a KYC
      // reveal) with secrets that must be audited at each call: those are never recorded.
      if (touchesUnrecordedField(args.schema, operation)) return;
      const hash = requestHash(print(args.document), args.operationName, args.variableValues);
      setExecuteFn(async (execArgs) => {
        if (!isId(key))
          return { errors: [badInput({ idempotencyKey: messageRef('idempotencyKeyInvalid') })] };
        const base = ctx.app;
        const loaders = ctx.loaders;
        try {
          return await base.db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${viewer.id}:${key}`}))`);
            const [record] = await tx
              .select()
              .from(idempotencyRecords)
              .where(
                and(eq(idempotencyRecords.userId, viewer.id), eq(idempotencyRecords.key, key)),
              );
            if (record) {
              if (record.requestHash !== hash) {
                // The key's write was already made: its recorded answer goes with the refusal,
                // so a client whose first answer was lost learns what became of it (decision 025).
                return {
                  errors: [
                    new AppError('IDEMPOTENCY_KEY_REUSED', messageRef('idempotencyKeyReused'), {
                      recorded: record.response,
                    }),
                  ],
                };
              }
              return revive(record.response as StoredResult);
            }
            ctx.app = { ...base, db: tx };
            ctx.loaders = createLoaders(ctx.app);
            const result = (await executeFn(execArgs)) as ExecutionResult;
            if (result.errors?.some((e) => !isAppError(e.originalError)))
              throw new Unrecorded(result);
            await tx.insert(idempotencyRecords).values({
              key,
              userId: viewer.id,
              requestHash: hash,
              response: store(result),
              createdAt: base.clock.now(),
            });
            await keepNewest(tx, viewer.id, keepPerUser);
            return result;
          });
        } catch (error) {
          if (error instanceof Unrecorded) return error.result;
          throw error;
        } finally {
          ctx.app = base;
          ctx.loaders = loaders;
        }
      });
    },
  };
}

/**
 * One user keeps at most `keep` records (the newest): a client minting keys in a loop cannot
 * fill the table. Runs in the write's transaction, on the (user, time) index.
 */
async function keepNewest(tx: Tx, userId: string, keep: number) {
  await tx.execute(sql`
    DELETE FROM ${idempotencyRecords}
    WHERE ${idempotencyRecords.userId} = ${userId}
      AND ${idempotencyRecords.key} IN (
        SELECT ${idempotencyRecords.key} FROM ${idempotencyRecords}
        WHERE ${idempotencyRecords.userId} = ${userId}
        ORDER BY ${idempotencyRecords.createdAt} DESC, ${idempotencyRecords.key} DESC
        OFFSET ${keep}
      )`);
}

function touchesUnrecordedField(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
): boolean {
  const fields = schema.getMutationType()?.getFields() ?? {};
  return operation.selectionSet.selections.some((selection) => {
    if (selection.kind !== Kind.FIELD) return true; // fragments on Mutation: be safe, record nothing
    const field = fields[selection.name.value];
    return (
      !field ||
      Boolean(getDirective(schema, field, 'public')?.[0]) ||
      Boolean(getDirective(schema, field, 'unrecorded')?.[0])
    );
  });
}

function requestHash(
  query: string,
  operationName: string | null | undefined,
  variables: unknown,
): string {
  return createHash('sha256')
    .update(`${operationName ?? ''}\n${query}\n${stableJson(variables ?? {})}`)
    .digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function store(result: ExecutionResult): StoredResult {
  return {
    data: result.data ?? null,
    errors: result.errors?.map((e) => ({
      message: e.message,
      path: e.path,
      extensions: { ...e.extensions },
    })),
  };
}

function revive(stored: StoredResult): ExecutionResult {
  return {
    data: stored.data as ExecutionResult['data'],
    errors: stored.errors?.map(
      (e) => new GraphQLError(e.message, { path: e.path, extensions: e.extensions }),
    ),
  };
}

import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ExecutionResult,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { m, messageRef } from '../../domain/messages.ts';
import { AppError } from '../errors.ts';

/**
 * What one request may ask of the server (decision 010). Far above what the console sends (a test
 * checks every document it has), far below what stalls the process.
 */
export const LIMITS = {
  aliases: 15,
  depth: 8,
  tokens: 1500,
  directives: 10,
  cost: 1500,
  /** Root fields of one mutation request: each is a write. */
  mutationFields: 5,
  /** Bytes of one answer. */
  responseBytes: 2_000_000,
} as const;

export interface LimitOptions {
  /** Schema introspection (on in development; GRAPHQL_INTROSPECTION=1 in production). */
  introspection: boolean;
  /** "Did you mean …?" suggestions name fields: off in production. */
  suggestions: boolean;
  /** Override of LIMITS.responseBytes (tests). */
  responseBytes?: number;
}

/** A refusal of the request's shape: BAD_USER_INPUT naming the limit, before any resolver runs. */
function limitError(limit: keyof typeof LIMITS | 'introspection', detail: string): GraphQLError {
  return new AppError('BAD_USER_INPUT', `${m.requestTooComplex()} (${detail})`, { limit });
}

const limitMutationFields: ValidationRule = (context: ValidationContext) => ({
  OperationDefinition(node) {
    if (node.operation !== 'mutation') return;
    const fields = node.selectionSet.selections.filter((s) => s.kind === Kind.FIELD).length;
    if (fields > LIMITS.mutationFields) {
      context.reportError(
        limitError(
          'mutationFields',
          `${fields} writes in one request, at most ${LIMITS.mutationFields}`,
        ),
      );
    }
  },
});

/**
 * Heavy reads (decision 026): exports, the ledger, the filing pack, the manifest and the admin's
 * all-store lists each read many rows, so one request may ask for each at most once (fifteen
 * aliased exports were a way to stall the server). Weighted by the cost limit too.
 */
export const HEAVY_FIELDS: ReadonlySet<string> = new Set([
  'ledgerCsv',
  'storeLedger',
  'storeLedgerPage',
  'filingPack',
  'platformFiling',
  'pickupManifest',
  'adminPayouts',
  'storePayments',
  'payoutStatement',
]);

const heavyFieldsOnce: ValidationRule = (context: ValidationContext) => {
  const seen = new Set<string>();
  return {
    Field(node) {
      if (context.getParentType()?.name !== 'Query') return;
      const name = node.name.value;
      if (!HEAVY_FIELDS.has(name)) return;
      if (seen.has(name)) {
        context.reportError(
          new AppError('BAD_USER_INPUT', messageRef('askedOnce', { field: name }), {
            limit: 'heavyFields',
          }),
        );
      }
      seen.add(name);
    },
  };
};

export function useRequestLimits(options: LimitOptions): Plugin[] {
  const shared = { propagateOnRejection: true, exposeLimits: true } as const;
  const armor = EnvelopArmorPlugin({
    maxAliases: { ...shared, n: LIMITS.aliases },
    maxDepth: { ...shared, n: LIMITS.depth, flattenFragments: true, ignoreIntrospection: false },
    maxTokens: { ...shared, n: LIMITS.tokens },
    maxDirectives: { ...shared, n: LIMITS.directives },
    costLimit: { ...shared, maxCost: LIMITS.cost, ignoreIntrospection: false },
    blockFieldSuggestion: { enabled: !options.suggestions },
  });
  const rules: ValidationRule[] = [limitMutationFields, heavyFieldsOnce];
  if (!options.introspection) rules.push(NoSchemaIntrospectionCustomRule);
  return [
    armor as Plugin,
    {
      onValidate({ addValidationRule }) {
        for (const rule of rules) addValidationRule(rule);
      },
    },
    {
      // armor's own errors carry no code: give each the contract's, naming the limit.
      onParse() {
        return ({ result, replaceParseResult }) => {
          if (result instanceof GraphQLError) replaceParseResult(withCode(result));
        };
      },
      onValidate({ validateFn, setValidationFn }) {
        // armor's rules throw their refusal out of validation: return it as a coded error.
        setValidationFn((...args) => {
          try {
            return validateFn(...args).map((e: GraphQLError) => withCode(e));
          } catch (error) {
            if (error instanceof GraphQLError) return [withCode(error)];
            throw error;
          }
        });
      },
    },
    {
      onExecute() {
        return {
          onExecuteDone({ result, setResult }) {
            const limited = limitAnswer(result as ExecutionResult, options.responseBytes);
            if (limited !== result) setResult(limited);
          },
        };
      },
    },
  ];
}

/**
 * An answer within the size limit: measured as it will be written, the text kept on the result
 * (a compiled query brings its own stringify) so that it is made once; a bigger one is refused.
 * The API's plugin and its read path (decision 064) both call this.
 */
export function limitAnswer(
  result: ExecutionResult,
  responseBytes: number = LIMITS.responseBytes,
): ExecutionResult {
  if (!result.data) return result;
  const answer = result as ExecutionResult & { stringify?: (r: unknown) => string };
  const stringify = answer.stringify ?? JSON.stringify;
  const text = stringify(answer);
  answer.stringify = (r) => (r === answer ? text : stringify(r));
  if (Buffer.byteLength(text) <= responseBytes) return answer;
  return {
    data: null,
    errors: [
      new AppError('PAYLOAD_TOO_LARGE', messageRef('responseTooLarge'), {
        limit: 'responseBytes',
      }),
    ],
  };
}

const ARMOR: [RegExp, keyof typeof LIMITS | 'introspection'][] = [
  [/aliases limit/i, 'aliases'],
  [/depth limit/i, 'depth'],
  [/token limit/i, 'tokens'],
  [/directives limit/i, 'directives'],
  [/cost limit/i, 'cost'],
  [/introspection/i, 'introspection'],
];

function withCode<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError) || error.extensions?.code) return error;
  const match = ARMOR.find(([pattern]) => pattern.test(error.message));
  if (!match) return error;
  return limitError(match[1], error.message);
}

import { GraphQLError } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { App } from './app.ts';
import { isAppError } from './errors.ts';
import { createContext, type GraphQLContext, type ServerContext } from './context.ts';
import { messages } from '../domain/messages.ts';
import { useIdempotency } from './graphql/idempotency.ts';
import { currentRequestId } from './request-scope.ts';
import { buildSchema } from './graphql/schema.ts';

export type Yoga = ReturnType<typeof createApiServer>;

/** The GraphQL API over an App: used by the HTTP server and, through `yoga.fetch`, by tests. */
export function createApiServer(app: App) {
  const renewed = new WeakMap<Request, string>();
  const renewTokenHeader: Plugin<GraphQLContext> = {
    onResponse({ request, response }) {
      const token = renewed.get(request);
      if (token) response.headers.set('X-Renewed-Token', token);
    },
  };
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: false,
    plugins: [renewTokenHeader, useIdempotency()],
    async context({ request, ...server }) {
      const ctx = await createContext(app, request, {
        requestId: server.requestId ?? crypto.randomUUID(),
        ip: server.ip ?? 'unknown',
      });
      if (ctx.renewedToken) renewed.set(request, ctx.renewedToken);
      return ctx;
    },
    maskedErrors: {
      maskError(error) {
        const original = (error as { originalError?: unknown }).originalError;
        if (isAppError(original)) return original;
        // Errors of the request itself (syntax, validation, variables) carry no original error.
        if (
          isAppError(error) ||
          (error instanceof Error && error.name === 'GraphQLError' && !original)
        )
          return error as Error;
        const requestId = currentRequestId() ?? crypto.randomUUID();
        app.log.error({ err: original, requestId }, 'unexpected error in a resolver');
        return new GraphQLError(messages.unexpectedError, {
          extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
        });
      },
    },
  });
}

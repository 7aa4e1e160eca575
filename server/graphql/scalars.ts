import { GraphQLError, GraphQLScalarType } from 'graphql';
import { m } from '../../domain/messages.ts';
import type { Resolvers } from './resolvers-types.gen.ts';
import { epochMs } from './time.ts';

/** The API's scalars (schema.graphql): money as whole paise, and an instant as epoch milliseconds. */
export const scalarResolvers: Resolvers = {
  Paise: new GraphQLScalarType({
    name: 'Paise',
    description: 'Integer paise.',
    serialize(value) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        throw new Error(`Paise must be a whole number, got ${String(value)}`);
      }
      return value;
    },
    parseValue(value) {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        throw new GraphQLError(m.paiseWholeNumber(), {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      return value;
    },
  }),
  Time: new GraphQLScalarType({
    name: 'Time',
    description: 'An instant: epoch milliseconds as a string.',
    serialize(value) {
      if (value instanceof Date) return epochMs(value);
      if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return value;
      throw new Error(`Time must be a Date or epoch milliseconds, got ${String(value)}`);
    },
    parseValue(value) {
      if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) {
        throw new GraphQLError(m.timeInvalid(), { extensions: { code: 'BAD_USER_INPUT' } });
      }
      return value;
    },
  }),
};

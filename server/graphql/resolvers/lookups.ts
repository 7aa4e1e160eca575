import type { Resolvers } from '../resolvers-types.gen.ts';
import * as lookups from '../../services/lookups.ts';

export const lookupResolvers: Resolvers = {
  Query: {
    productCategories: (_, { gender }, ctx) => lookups.listCategories(ctx.app, gender),
    colors: (_, __, ctx) => lookups.listColors(ctx.app),
    productSizes: (_, __, ctx) => lookups.listSizes(ctx.app),
  },
};

import type { GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../resolvers-types.gen.ts';
import { owned, viewerOf } from '../authorization.ts';
import * as lookups from '../../services/lookups.ts';
import { namesOf, setCatalogueName } from '../../services/catalogue-names.ts';

/** Every catalogue type answers its names in other languages from one map (catalogue-names.ts). */
const names = {
  names: (parent: { id: string }, _: unknown, ctx: GraphQLContext) => namesOf(ctx.app, parent.id),
};

export const lookupResolvers: Resolvers = {
  Query: {
    productCategories: (_, { gender }, ctx) => lookups.listCategories(ctx.app, gender),
    colors: (_, __, ctx) => lookups.listColors(ctx.app),
    storeShades: (_, { storeId }, ctx) =>
      lookups.listStoreShades(ctx.app, owned(ctx, 'STORE', storeId).id),
    productSizes: (_, __, ctx) => lookups.listSizes(ctx.app),
    sizeSystems: (_, __, ctx) => lookups.listSizeSystems(ctx.app),
  },
  Mutation: {
    addShade: (_, { storeId, name, baseColorId }, ctx) =>
      lookups.addShade(ctx.app, owned(ctx, 'STORE', storeId), { name, baseColorId }),
    addColor: (_, args, ctx) => lookups.addColor(ctx.app, viewerOf(ctx), args),
    addSizeSystem: (_, args, ctx) => lookups.addSizeSystem(ctx.app, viewerOf(ctx), args),
    addSize: (_, { systemId, name }, ctx) =>
      lookups.addSize(ctx.app, viewerOf(ctx), systemId, { name }),
    setSizeSystems: (_, { categoryId, subCategoryId, systemIds }, ctx) =>
      lookups.setSizeSystems(ctx.app, viewerOf(ctx), categoryId, subCategoryId, systemIds),
    setCatalogueName: (_, { kind, id, locale, name }, ctx) =>
      setCatalogueName(ctx.app, viewerOf(ctx), kind, id, { locale, name }),
  },
  Color: names,
  ProductSize: names,
  SizeSystem: names,
  ProductCategory: names,
  SubCategory: names,
  ProductCategoryRef: names,
};

import { describe, expect, it } from 'vitest';
import { accountResolvers } from '../../server/graphql/resolvers/accounts.ts';
import { adminResolvers } from '../../server/graphql/resolvers/admin.ts';
import { catalogueResolvers } from '../../server/graphql/resolvers/catalogue.ts';
import { lookupResolvers } from '../../server/graphql/resolvers/lookups.ts';
import { orderResolvers } from '../../server/graphql/resolvers/orders.ts';
import { settlementResolvers } from '../../server/graphql/resolvers/settlement.ts';
import { storeResolvers } from '../../server/graphql/resolvers/stores.ts';
import { scalarResolvers } from '../../server/graphql/scalars.ts';

const FILES = {
  accounts: accountResolvers,
  admin: adminResolvers,
  catalogue: catalogueResolvers,
  lookups: lookupResolvers,
  orders: orderResolvers,
  settlement: settlementResolvers,
  stores: storeResolvers,
  scalars: scalarResolvers,
};

describe('resolver homes', () => {
  it('resolves each type’s fields in one file (queries and mutations go by use case)', () => {
    const homes = new Map<string, string[]>();
    for (const [file, resolvers] of Object.entries(FILES))
      for (const type of Object.keys(resolvers))
        if (type !== 'Query' && type !== 'Mutation')
          homes.set(type, [...(homes.get(type) ?? []), file]);
    const shared = [...homes].filter(([, files]) => files.length > 1);
    expect(shared).toEqual([]);
    expect(homes.get('Store')).toEqual(['stores']);
    expect(homes.get('User')).toEqual(['accounts']);
    expect(homes.get('Time')).toEqual(['scalars']);
  });
});

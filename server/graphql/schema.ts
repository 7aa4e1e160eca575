import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addResolversToSchema } from '@graphql-tools/schema';
import { mergeResolvers } from '@graphql-tools/merge';
import { buildSchema as schemaOfSdl } from 'graphql';
import { ROOT } from '../root.ts';
import { applyAuthorization } from './authorization.ts';
import { accountResolvers } from './resolvers/accounts.ts';
import { adminResolvers } from './resolvers/admin.ts';
import { catalogueResolvers } from './resolvers/catalogue.ts';
import { catalogueBulkResolvers } from './resolvers/catalogue-bulk.ts';
import { healthResolvers } from './resolvers/health.ts';
import { claimResolvers } from './resolvers/claims.ts';
import { locationResolvers } from './resolvers/locations.ts';
import { transferResolvers } from './resolvers/transfers.ts';
import { listingResolvers } from './resolvers/listings.ts';
import { lookupResolvers } from './resolvers/lookups.ts';
import { memberResolvers } from './resolvers/members.ts';
import { orderResolvers } from './resolvers/orders.ts';
import { passkeyResolvers } from './resolvers/passkeys.ts';
import { settlementResolvers } from './resolvers/settlement.ts';
import { storeResolvers } from './resolvers/stores.ts';
import { scalarResolvers } from './scalars.ts';

export const SCHEMA_FILE = path.join(ROOT, 'schema.graphql');

export function buildSchema() {
  const typeDefs = readFileSync(SCHEMA_FILE, 'utf8');
  const resolvers = mergeResolvers([
    catalogueBulkResolvers,
    accountResolvers,
    adminResolvers,
    catalogueResolvers,
    lookupResolvers,
    listingResolvers,
    healthResolvers,
    claimResolvers,
    locationResolvers,
    transferResolvers,
    memberResolvers,
    orderResolvers,
    passkeyResolvers,
    settlementResolvers,
    storeResolvers,
    scalarResolvers,
  ]);
  // One SDL file: graphql-js builds it (and checks it) directly, without graphql-tools' merge of
  // type definitions, a third of the schema's start-up.
  return applyAuthorization(addResolversToSchema({ schema: schemaOfSdl(typeDefs), resolvers }));
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shape of the data the console caches: a hash of the generated operation types. It changes
 * only when a query's fields change, so an app update that keeps them keeps the saved cache
 * (a seller who updates and then loses the connection still has their lists).
 */
export function cacheShape(root: string): string {
  const types = readFileSync(path.join(root, 'src/gql/graphql.ts'));
  return createHash('sha256').update(types).digest('hex').slice(0, 12);
}

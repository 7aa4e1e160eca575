import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { CACHE_KEY, PART_PREFIX } from './saved-cache-key.ts';

/**
 * The saved cache in parts (decision 070): its queries without their data under CACHE_KEY, and
 * each query's data apart, under PART_PREFIX and the query's hash. A save writes the queries and
 * only the data that changed since the last save: TanStack Query keeps a query's data object
 * while its rows are unchanged (a refresh with the same rows included) and replaces it when they
 * change, so an unchanged object is data already written. Saved whole, a seller's cache after
 * opening a product of 500 variants (about 4 MB) was stringified and written at every save, some
 * 2 s of the main thread at 4× CPU while the product opened.
 */

/** A query whose data is saved apart says so in its own record. */
const APART = 'dataApart';

/** What a save of `client` would write: its queries' record, and each query's data by hash. */
export interface CacheParts {
  /** The queries' record, with the times of saving. */
  record: string;
  /** The same without the times of saving: equal when only they changed. */
  signature: string;
  data: Map<string, unknown>;
}

export function splitClient(client: PersistedClient): CacheParts {
  const { timestamp, clientState, ...rest } = client;
  const { queries, ...others } = clientState;
  const data = new Map<string, unknown>();
  const bodies: string[] = [];
  const stamped: string[] = [];
  for (const { state, dehydratedAt, ...query } of queries) {
    const { data: rows, ...without } = state;
    let body = withMember(JSON.stringify(query), 'state', JSON.stringify(without));
    if (rows !== undefined) {
      data.set(query.queryHash, rows);
      body = withMember(body, APART, 'true');
    }
    bodies.push(body);
    stamped.push(
      dehydratedAt === undefined ? body : withMember(body, 'dehydratedAt', String(dehydratedAt)),
    );
  }
  const record = (head: string, list: string[]) =>
    withMember(
      head,
      'clientState',
      withMember(JSON.stringify(others), 'queries', `[${list.join(',')}]`),
    );
  return {
    record: record(withMember(JSON.stringify(rest), 'timestamp', String(timestamp)), stamped),
    signature: record(JSON.stringify(rest), bodies),
    data,
  };
}

/**
 * The saved cache from its records (`[key, value]` pairs; others are passed over): undefined with
 * no queries' record. A query whose data is missing is left out (it is read again); a cache saved
 * whole, as before the parts, is taken as it is.
 */
export function joinParts(
  entries: Iterable<readonly [unknown, unknown]>,
): PersistedClient | undefined {
  let record: string | undefined;
  const parts = new Map<string, string>();
  for (const [key, value] of entries) {
    if (typeof key !== 'string' || typeof value !== 'string') continue;
    if (key === CACHE_KEY) record = value;
    else if (key.startsWith(PART_PREFIX)) parts.set(key.slice(PART_PREFIX.length), value);
  }
  if (record === undefined) return undefined;
  const client = JSON.parse(record) as PersistedClient;
  client.clientState.queries = client.clientState.queries.filter((query) => {
    const marked = query as { [APART]?: boolean };
    if (!marked[APART]) return true;
    delete marked[APART];
    const json = parts.get(query.queryHash);
    if (json === undefined) return false;
    query.state.data = JSON.parse(json);
    return true;
  });
  return client;
}

/** An object's JSON with `"key": json` appended as its last member. */
function withMember(objectJson: string, key: string, json: string) {
  const open = objectJson === '{}' ? '{' : `${objectJson.slice(0, -1)},`;
  return `${open}${JSON.stringify(key)}:${json}}`;
}

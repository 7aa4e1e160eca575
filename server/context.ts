import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { App } from './app.ts';
import { stores, type StoreRow, type UserRow } from './db/schema.ts';
import { authenticate } from './services/sessions.ts';

/** Per-request values the HTTP layer hands to yoga. */
export interface ServerContext {
  requestId: string;
  ip: string;
}

export interface GraphQLContext extends ServerContext {
  app: App;
  /** The signed-in user, or null (no token, or a token the server rejected). */
  viewer: UserRow | null;
  /** A fresh token when the presented one is due for renewal (sent as X-Renewed-Token). */
  renewedToken: string | null;
  loaders: Loaders;
}

export interface Loaders {
  storesByOwner: DataLoader<string, StoreRow[]>;
}

export async function createContext(
  app: App,
  request: Request,
  server: ServerContext,
): Promise<GraphQLContext> {
  const session = await authenticate(app, request.headers.get('authorization'));
  return { ...server, app, ...session, loaders: createLoaders(app) };
}

export function createLoaders(app: App): Loaders {
  return {
    storesByOwner: new DataLoader(async (ownerIds) => {
      const rows = await app.db
        .select()
        .from(stores)
        .where(inArray(stores.ownerId, [...ownerIds]))
        .orderBy(stores.createdAt);
      return ownerIds.map((id) => rows.filter((s) => s.ownerId === id));
    }),
  };
}

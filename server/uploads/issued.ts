import { eq, sql } from 'drizzle-orm';
import { platformSettings } from '../db/schema.ts';
import type { App } from '../app.ts';
import { messages } from '../../domain/messages.ts';
import { badInput } from '../errors.ts';

/**
 * Refuses image addresses this server did not issue (issue 21): a product or store shows only
 * images uploaded through `POST /cdnfile` (or the demo's), never a tracking pixel or another
 * site's address.
 */
export function assertIssuedImages(app: App, field: string, urls: readonly (string | null)[]) {
  const bases = app.config.imageBases;
  for (const url of urls) {
    if (url === null) continue;
    const issued = bases.some(
      (base) => url.startsWith(base) && !url.slice(base.length).includes('..'),
    );
    if (!issued) throw badInput({ [field]: messages.imageNotIssued });
  }
}

/** Every column that holds image addresses, single or several (issue 28's rewrite reads it). */
const IMAGE_COLUMNS: { table: string; column: string; many: boolean }[] = [
  { table: 'users', column: 'profile_image', many: false },
  { table: 'stores', column: 'logo', many: false },
  { table: 'stores', column: 'images', many: true },
  { table: 'products', column: 'main_image', many: false },
  { table: 'products', column: 'images', many: true },
  { table: 'order_items', column: 'qc_photos', many: true },
  { table: 'complaints', column: 'attachments', many: true },
];

/** The `PUBLIC_URL` whose absolute image addresses were last made relative (platform_settings). */
const REWRITTEN_KEY = 'image-addresses-relative-from';

/**
 * Images stored on disk were addressed absolutely (`PUBLIC_URL/uploads/…`) before issue 28: a
 * console opened at another address (127.0.0.1, a LAN address) loaded every one cross-origin.
 * At start-up, addresses under this server's `PUBLIC_URL` become relative (`/uploads/…`), once
 * per `PUBLIC_URL` (the scan of every image column is not repeated at each start); answers how
 * many rows changed.
 */
export async function relativeImageAddresses(app: App): Promise<number> {
  const base = app.config.publicUrl;
  const [done] = await app.db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, REWRITTEN_KEY));
  if (done?.value === base) return 0;
  const absolute = `${base}/uploads/`;
  let changed = 0;
  await app.db.transaction(async (tx) => {
    for (const { table, column, many } of IMAGE_COLUMNS) {
      const t = sql.identifier(table);
      const c = sql.identifier(column);
      const result = many
        ? await tx.execute(sql`
            UPDATE ${t} SET ${c} = ARRAY(
              SELECT replace(u, ${absolute}, '/uploads/') FROM unnest(${c}) WITH ORDINALITY AS a(u, n)
              ORDER BY n)
            WHERE array_to_string(${c}, ' ') LIKE ${`%${absolute}%`}`)
        : await tx.execute(sql`
            UPDATE ${t} SET ${c} = replace(${c}, ${absolute}, '/uploads/')
            WHERE ${c} LIKE ${`${absolute}%`}`);
      const counted = result as { rowCount?: number | null; affectedRows?: number };
      changed += counted.rowCount ?? counted.affectedRows ?? 0;
    }
    await tx
      .insert(platformSettings)
      .values({ key: REWRITTEN_KEY, value: base, updatedAt: app.clock.now() })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value: base, updatedAt: app.clock.now() },
      });
  });
  return changed;
}

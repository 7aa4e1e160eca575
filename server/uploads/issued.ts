import { eq, sql } from 'drizzle-orm';
import { platformSettings } from '../db/schema.ts';
import type { App } from '../app.ts';
import { m } from '../../domain/messages.ts';
import { badInput } from '../errors.ts';
import { extensionsOf, type UploadFolder } from '../../domain/uploads.ts';
import { signedAddress } from './signed.ts';
import { isPrivateKey } from './storage.ts';
import path from 'node:path';

/** Where an image address must lie: its folder, and the store or user it was uploaded for. */
export interface ImagePlace {
  /** The input field a refusal names. */
  field: string;
  folder: UploadFolder;
  /** The store (product images, QC photos) or the user (store images) that uploaded it. */
  owner: string;
}

/**
 * The stored key of an image address this server issued, or null: under one of the image bases,
 * its path already normal (no `..`, `.`, empty or percent-encoded segment, no backslash), and a
 * signed address's signature dropped (what is stored is the bare address).
 */
export function uploadKeyOf(app: App, url: string): string | null {
  const bare = url.replace(/\?exp=\d{1,12}&sig=[\w-]{1,64}$/, '');
  const base = app.config.imageBases.find((b) => bare.startsWith(b));
  if (base === undefined) return null;
  const key = bare.slice(base.length);
  if (/[%\\?#]/.test(key) || path.posix.normalize(key) !== key) return null;
  if (key.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  return key;
}

/**
 * The image addresses of an input, checked before anything is written (decisions 019 and 027): each
 * was issued by this server, lies in `place`'s folder under the caller's store (or, for store
 * images, the caller), and names an object that exists. Another store's QC photo, a path that
 * climbs out of the uploads, or a file never uploaded is refused with the field's message.
 * Answers the addresses as they are to be stored (without a signature).
 */
export async function ownedImages(
  app: App,
  place: ImagePlace,
  urls: readonly (string | null | undefined)[],
): Promise<string[]> {
  const owned: string[] = [];
  for (const url of urls) {
    if (!url) continue;
    const key = keyInPlace(app, place, url);
    if (key === null || !(await app.images.exists(key))) {
      throw badInput({ [place.field]: m.imageNotIssued() });
    }
    owned.push(storedAddress(url));
  }
  return owned;
}

/**
 * The upload key of `url` when this server issued it in `place`'s folder under its owner, else
 * null (whether the object exists is not asked: ownedImages asks that before anything is written).
 */
export function keyInPlace(app: App, place: Omit<ImagePlace, 'field'>, url: string) {
  const key = uploadKeyOf(app, url);
  const extension = `(${extensionsOf(place.folder).join('|')})`;
  return key !== null &&
    new RegExp(`^${place.folder}/${place.owner}/[\\w-]+\\.${extension}$`).test(key)
    ? key
    : null;
}

/** An image address as it is stored: without a signature. */
export const storedAddress = (url: string) => url.replace(/\?exp=.*$/, '');

/**
 * An image address as a reader is shown it: a private upload's (a QC photo's) signed for the next
 * hour or two, through this server; a catalogue image's as stored. The field that answers it has
 * already checked the reader may see its object.
 */
export function shownAddress(app: App, url: string): string {
  const key = uploadKeyOf(app, url);
  return key && isPrivateKey(key) ? signedAddress(app.config.jwtSecret, key, app.clock.now()) : url;
}

/** Every column that holds image addresses, single or several (decision 025's rewrite reads it). */
const IMAGE_COLUMNS: { table: string; column: string; many: boolean }[] = [
  { table: 'users', column: 'profile_image', many: false },
  { table: 'stores', column: 'logo', many: false },
  { table: 'stores', column: 'images', many: true },
  { table: 'products', column: 'main_image', many: false },
  { table: 'products', column: 'images', many: true },
  { table: 'product_color_images', column: 'images', many: true },
  { table: 'order_items', column: 'qc_photos', many: true },
  { table: 'complaints', column: 'attachments', many: true },
];

/** The `PUBLIC_URL` whose absolute image addresses were last made relative (platform_settings). */
const REWRITTEN_KEY = 'image-addresses-relative-from';

/**
 * Images stored on disk were addressed absolutely (`PUBLIC_URL/uploads/…`) before decision 025: a
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

/**
 * The catalogue import (issue 32, decision 036). A sheet is checked first (the dry run): every row
 * read with the form's schemas (domain/catalogue-sheet.ts), every name looked up, and the writes it
 * would make kept as the import's plan, or its errors by row and column. Nothing is written then.
 * Applying it is a job: the plan is written a few products per transaction, and the import row
 * records how far it has come in the same transaction, so that a restarted server resumes where it
 * stopped and no product is written twice. Every write compares first: a product or variant that
 * already has the sheet's values is left alone, so the same sheet imported again changes nothing.
 */
import { sendForReview } from './listings.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { MAX_VARIANTS } from '../../domain/catalogue.ts';
import { inSheetOrder, type ReadVariant, type SheetError } from '../../domain/catalogue-sheet.ts';
import type { GenderCode } from '../../domain/enums.ts';
import { isId } from '../../domain/id.ts';
import { totalStockProblem } from '../../domain/locations.ts';
import { m, messageRef } from '../../domain/messages.ts';
import {
  catalogueImports,
  categories,
  colors,
  inventoryEntries,
  locationStock,
  products,
  sizeSystems,
  sizes,
  storeLocations,
  subCategories,
  type CatalogueImportRow,
  type InventoryEntryRow,
  type ProductRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import type { Tx } from '../db/client.ts';
import type { SheetRead } from '../sheet-reader.ts';
import { AppError, badInput, isAppError, isUniqueViolation, notFound } from '../errors.ts';
import { mayAddProducts } from './products.ts';
import { keyInPlace, storedAddress } from '../uploads/issued.ts';
import { countEntries } from './counters.ts';
import { applyPlan, piecesAt, planStock, recordMovement } from './stock.ts';
import { sizeRules } from './lookups.ts';

/** A variant as the plan writes it: ids looked up, money in paise. */
export interface PlanVariant {
  row: number;
  colorId: string;
  sizeId: string;
  sku: string | null;
  pricePaise: number;
  mrpPaise: number | null;
  gtin: string | null;
  /** The variant's total (its difference lands at the store's address); null where `stockAt`. */
  stock: number | null;
  /** The variant's pieces at the locations its rows name (issue 51); a plan kept before has none. */
  stockAt?: { locationId: string; quantity: number }[];
  /** The variant's version the sheet was exported at (null: write over whatever it has). */
  version: number | null;
}

/** A product as the plan writes it: an existing one's id, or null for a new one. */
export interface PlanProduct {
  handle: string;
  productId: string | null;
  row: number;
  /** The product's version the sheet was exported at (null: write over whatever it has). */
  version: number | null;
  fields: {
    name: string;
    description: string;
    gender: GenderCode;
    categoryId: string;
    subCategoryId: string | null;
    hsnCode: string | null;
    tags: string[];
    customShippingPolicy: string;
    customReturnPolicy: string;
    images: string[];
  };
  variants: PlanVariant[];
}

/** Products written per transaction: each chunk is short, so other requests run between them. */
const CHUNK = 20;
const MIN_REST_MS = 5;

const lower = (s: string) => s.trim().toLowerCase();

/** Looks up every name of the sheet and makes its plan; the errors of what cannot be found. */
async function planOf(app: App, store: StoreRow, variants: readonly ReadVariant[]) {
  const errors: SheetError[] = [];
  const [allCategories, allSubs, palette, systems, allSizes, rules, places] = await Promise.all([
    app.db.select().from(categories),
    app.db.select().from(subCategories),
    app.db
      .select()
      .from(colors)
      .where(or(isNull(colors.storeId), eq(colors.storeId, store.id))),
    app.db.select().from(sizeSystems),
    app.db.select().from(sizes),
    sizeRules(app.db),
    app.db
      .select()
      .from(storeLocations)
      .where(and(eq(storeLocations.storeId, store.id), isNull(storeLocations.archivedAt))),
  ]);
  // A location by its name, as the sheet's location cell gives it; the store's address also by the
  // console's name for it while it has none of its own.
  const placeByName = new Map(
    places.flatMap((l) => [
      ...(l.name ? [[lower(l.name), l] as const] : []),
      ...(l.isPrimary ? [[lower(m.locationPrimaryName()), l] as const] : []),
    ]),
  );
  // Quoted: a location's name may have a comma in it ("Godown, Pune").
  const placeNames = places
    .map((l) => l.name ?? m.locationPrimaryName())
    .sort((a, b) => a.localeCompare(b))
    .map((name) => `“${name}”`)
    .join(', ');
  // A store's own shade wins over a palette colour of the same name.
  const colourByName = new Map(
    [...palette]
      .sort((a, b) => Number(a.storeId !== null) - Number(b.storeId !== null))
      .map((c) => [lower(c.name), c]),
  );
  const systemByName = new Map(
    systems.flatMap((s) => [[lower(s.code), s] as const, [lower(s.name), s] as const]),
  );

  // Existing products: by id (an exported sheet's handle) or by the handle an import gave them.
  const handles = [...new Set(variants.map((r) => r.handle))];
  const ids = handles.filter(isId);
  const existing = await app.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, store.id),
        eq(products.isDeleted, false),
        or(
          ids.length ? inArray(products.id, ids) : sql`false`,
          inArray(products.importHandle, handles),
        ),
      ),
    );
  // Looked up by map, not by scanning: a sheet of 10,000 rows against a catalogue as large.
  const byId = new Map(existing.map((p) => [p.id, p]));
  const byHandle = new Map(existing.map((p) => [p.importHandle, p]));
  const productOf = (handle: string) => byId.get(handle) ?? byHandle.get(handle);
  const existingEntries = existing.length
    ? await app.db
        .select()
        .from(inventoryEntries)
        .where(
          inArray(
            inventoryEntries.productId,
            existing.map((p) => p.id),
          ),
        )
    : [];
  const variantKey = (productId: string, colorId: string, sizeId: string) =>
    `${productId}:${colorId}:${sizeId}`;
  const entryAt = new Map(
    existingEntries.map((e) => [variantKey(e.productId, e.colorId, e.sizeId), e]),
  );
  // Each listed variant's pieces at each location: the store's address, where a sheet's total
  // lands (decision 055), and the locations a sheet's rows name.
  const primaryId = places.find((l) => l.isPrimary)!.id;
  const pieces = new Map(
    (existingEntries.length
      ? await app.db
          .select({
            entryId: locationStock.entryId,
            locationId: locationStock.locationId,
            totalStock: locationStock.totalStock,
            reservedStock: locationStock.reservedStock,
          })
          .from(locationStock)
          .where(
            inArray(
              locationStock.entryId,
              existingEntries.map((e) => e.id),
            ),
          )
      : []
    ).map((r) => [`${r.entryId}:${r.locationId}`, r]),
  );
  const piecesOf = (entryId: string, locationId: string) =>
    pieces.get(`${entryId}:${locationId}`) ?? { totalStock: 0, reservedStock: 0 };
  const entryCount = new Map<string, number>();
  for (const e of existingEntries)
    entryCount.set(e.productId, (entryCount.get(e.productId) ?? 0) + 1);
  const skus = [...new Set(variants.flatMap((r) => (r.sku ? [r.sku.toUpperCase()] : [])))];
  const gtins = [...new Set(variants.flatMap((r) => (r.gtin ? [r.gtin] : [])))];
  // Variants that hold the sheet's SKUs (in this store) or barcodes (anywhere): one read.
  const holders =
    skus.length || gtins.length
      ? await app.db
          .select({
            productId: inventoryEntries.productId,
            colorId: inventoryEntries.colorId,
            sizeId: inventoryEntries.sizeId,
            storeId: inventoryEntries.storeId,
            sku: inventoryEntries.sku,
            gtin: inventoryEntries.gtin,
          })
          .from(inventoryEntries)
          .where(
            or(
              skus.length
                ? and(
                    eq(inventoryEntries.storeId, store.id),
                    inArray(sql`upper(${inventoryEntries.sku})`, skus),
                  )
                : undefined,
              gtins.length ? inArray(inventoryEntries.gtin, gtins) : undefined,
            ),
          )
      : [];

  const existingHandles = handles.filter((h) => productOf(h)).length;
  const plan = new Map<string, PlanProduct>();
  for (const r of variants) {
    const before = errors.length;
    const fail = (column: SheetError['column'], message: string) =>
      errors.push({ row: r.row, column, message });
    const category = allCategories.find(
      (c) => c.gender === r.gender && lower(c.name) === lower(r.category),
    );
    if (!category) fail('category', m.importUnknownCategory({ name: r.category }));
    const sub =
      category && r.subCategory
        ? allSubs.find(
            (s) => s.categoryId === category.id && lower(s.name) === lower(r.subCategory!),
          )
        : undefined;
    if (category && r.subCategory && !sub)
      fail(
        'sub_category',
        m.importUnknownSubCategory({ category: category.name, name: r.subCategory }),
      );
    const colour = colourByName.get(lower(r.colour));
    if (!colour) fail('colour', m.importUnknownColour({ name: r.colour }));
    const system = systemByName.get(lower(r.sizeSystem));
    if (!system) fail('size_system', m.importUnknownSizeSystem({ name: r.sizeSystem }));
    const ofSystem = system ? allSizes.filter((s) => s.systemId === system.id) : [];
    const size = ofSystem.find((s) => lower(s.name) === lower(r.size));
    if (system && !size) {
      // "7" for "UK 7": the size whose name ends with what was typed, offered by name.
      const meant = ofSystem.find((s) => lower(s.name).endsWith(` ${lower(r.size)}`));
      fail(
        'size',
        meant
          ? m.importUnknownSizeMeant({ system: system.code, name: r.size, meant: meant.name })
          : m.importUnknownSize({ system: system.code, name: r.size }),
      );
    }
    const product = productOf(r.handle);
    const entry =
      product && colour && size
        ? entryAt.get(variantKey(product.id, colour.id, size.id))
        : undefined;
    // A new variant takes only its category's size systems (the seed's four sizes included: the
    // form's leniency is for the seed's clients); a variant already listed keeps its size.
    if (size && category && !entry) {
      const allowed = rules(category.id, sub?.id);
      if (!allowed.includes(size.systemId))
        fail(
          'size',
          m.importSizeNotForCategory({
            size: size.name,
            category: sub?.name ?? category.name,
            systems: systems
              .filter((y) => allowed.includes(y.id))
              .map((y) => y.code)
              .join(', '),
          }),
        );
    }
    const sameVariant = (h: { productId: string; colorId: string; sizeId: string }) =>
      Boolean(
        product &&
        colour &&
        size &&
        h.productId === product.id &&
        h.colorId === colour.id &&
        h.sizeId === size.id,
      );
    if (
      r.sku &&
      holders.some(
        (h) =>
          h.storeId === store.id &&
          h.sku?.toUpperCase() === r.sku!.toUpperCase() &&
          !sameVariant(h),
      )
    )
      fail('sku', m.skuTaken());
    if (r.gtin && holders.some((h) => h.gtin === r.gtin && !sameVariant(h)))
      fail('gtin', m.gtinTaken());
    const site = r.location === null ? null : placeByName.get(lower(r.location));
    if (site === undefined)
      fail('location', m.importUnknownLocation({ name: r.location!, names: placeNames }));
    const here = entry && site ? piecesOf(entry.id, site.id) : null;
    const stockProblem = !entry
      ? null
      : here
        ? r.stock < here.reservedStock
          ? m.stockBelowReserved({ reserved: here.reservedStock })
          : null
        : // The console's advice (a box under the stock field) is the sheet's location column here.
          site === null &&
          totalStockProblem(r.stock, entry, piecesOf(entry.id, primaryId), m.importStockElsewhere);
    if (stockProblem) fail('stock', stockProblem);
    // Images: the product's own already, or this store's uploads (never another's, never a link).
    const own = new Set(product?.images ?? []);
    const place = { folder: 'productImages', owner: store.id } as const;
    if (r.images.some((url) => !own.has(url) && keyInPlace(app, place, url) === null))
      fail('images', m.importImageNotYours());
    if (errors.length > before || !category || !colour || !size) continue;
    const fields: PlanProduct['fields'] = {
      name: r.name,
      description: r.description,
      gender: r.gender as GenderCode,
      categoryId: category.id,
      subCategoryId: sub?.id ?? null,
      hsnCode: r.hsn,
      tags: [...r.tags],
      customShippingPolicy: r.shippingPolicy,
      customReturnPolicy: r.returnPolicy,
      // A blank cell keeps an existing product's photos (added since, on its page).
      images: r.images.length === 0 && product ? [...product.images] : r.images.map(storedAddress),
    };
    const planned: PlanVariant = {
      row: r.row,
      colorId: colour.id,
      sizeId: size.id,
      sku: r.sku,
      pricePaise: r.pricePaise,
      mrpPaise: r.mrpPaise,
      gtin: r.gtin,
      stock: site ? null : r.stock,
      ...(site ? { stockAt: [{ locationId: site.id, quantity: r.stock }] } : {}),
      version: r.variantVersion,
    };
    // A row of a sheet exported before a change made in the console since: refused rather than
    // written over the change (the seller exports again, or clears the version to overwrite).
    if (product && changedSince(product, r.productVersion, productDiffers(product, fields)))
      fail('product_version', m.importProductChangedSince());
    const differs = (e: InventoryEntryRow) =>
      variantDiffers(e, planned, (locationId) => piecesOf(e.id, locationId).totalStock);
    if (entry && changedSince(entry, r.variantVersion, differs(entry)))
      fail('variant_version', m.importVariantChangedSince());
    if (errors.length > before) continue;
    let p = plan.get(r.handle);
    if (!p) {
      p = {
        handle: r.handle,
        productId: product?.id ?? null,
        row: r.row,
        version: r.productVersion,
        fields,
        variants: [],
      };
      plan.set(r.handle, p);
    }
    // The same variant at another location (the sheet checked that its rows agree): one more place.
    const same = p.variants.find(
      (x) => x.colorId === planned.colorId && x.sizeId === planned.sizeId,
    );
    if (same?.stockAt && planned.stockAt) same.stockAt.push(...planned.stockAt);
    else p.variants.push(planned);
  }
  for (const p of plan.values()) {
    const have = p.productId ? (entryCount.get(p.productId) ?? 0) : 0;
    const added = p.variants.filter(
      (v) => !p.productId || !entryAt.has(variantKey(p.productId, v.colorId, v.sizeId)),
    );
    if (have + added.length > MAX_VARIANTS)
      errors.push({
        row: p.row,
        column: 'size',
        message: m.tooManyVariants({ max: MAX_VARIANTS }),
      });
  }
  // What applying would change: new products, and products whose fields or variants differ.
  const toChange = [...plan.values()].filter((p) => {
    const found = p.productId ? byId.get(p.productId) : undefined;
    if (!found) return true;
    return (
      productDiffers(found, p.fields) ||
      p.variants.some((v) => {
        const entry = entryAt.get(variantKey(found.id, v.colorId, v.sizeId));
        return (
          !entry ||
          variantDiffers(entry, v, (locationId) => piecesOf(entry.id, locationId).totalStock)
        );
      })
    );
  }).length;
  return { plan: [...plan.values()], errors, existingHandles, toChange };
}

/**
 * The dry run: reads the sheet's records and keeps what it found as an import of `store`, READY to
 * apply or INVALID with every error. The file's own problems (a formula cell) are among them.
 */
export async function checkSheet(
  app: App,
  actor: UserRow,
  store: StoreRow,
  fileName: string,
  sheet: SheetRead,
): Promise<CatalogueImportRow> {
  const { read, fileErrors: extra } = sheet;
  // The rows that read are looked up too: the report has every error of the sheet at once.
  const found = read.variants.length > 0 ? await planOf(app, store, read.variants) : null;
  // A formula cell is said as one; what its empty text would break is not said again.
  const cell = (e: SheetError) => `${e.row}:${e.column}`;
  const said = new Set(extra.map(cell));
  const errors = [
    ...extra,
    ...read.errors.filter((e) => !said.has(cell(e))),
    ...(found?.errors ?? []),
  ].sort(inSheetOrder);
  const plan = errors.length === 0 && found ? found.plan : [];
  const handles = new Set(read.variants.map((r) => r.handle));
  const [row] = await app.db
    .insert(catalogueImports)
    .values({
      storeId: store.id,
      userId: actor.id,
      fileName: fileName.slice(0, 200),
      status: errors.length ? 'INVALID' : 'READY',
      plan,
      errors,
      products: handles.size,
      variants: read.rows,
      newProducts: handles.size - (found?.existingHandles ?? 0),
      toChange: found?.toChange ?? 0,
    })
    .returning();
  return row!;
}

/** The store's import `id`; another store's (or none) is NOT_FOUND. */
export async function storeImport(app: App, store: StoreRow, id: string) {
  if (!isId(id)) throw notFound();
  const [row] = await app.db
    .select()
    .from(catalogueImports)
    .where(and(eq(catalogueImports.id, id), eq(catalogueImports.storeId, store.id)));
  if (!row) throw notFound();
  return row;
}

/** The store's latest imports, newest first. */
export function recentImports(app: App, store: StoreRow, limit = 10) {
  return app.db
    .select()
    .from(catalogueImports)
    .where(eq(catalogueImports.storeId, store.id))
    .orderBy(desc(catalogueImports.createdAt))
    .limit(limit);
}

/**
 * Starts applying a READY import (one at a time per store); an import already applying or done
 * answers as it is, so a resent request starts nothing twice.
 */
export async function applyImport(app: App, store: StoreRow, id: string) {
  const row = await storeImport(app, store, id);
  mayAddProducts(store);
  if (row.status === 'INVALID') throw badInput({ id: messageRef('importNotReady') });
  if (row.status !== 'READY') return row;
  const [running] = await app.db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(and(eq(catalogueImports.storeId, store.id), eq(catalogueImports.status, 'APPLYING')));
  if (running) throw new AppError('RATE_LIMITED', messageRef('importRunning'));
  const [started] = await app.db
    .update(catalogueImports)
    .set({ status: 'APPLYING' })
    .where(and(eq(catalogueImports.id, row.id), eq(catalogueImports.status, 'READY')))
    .returning();
  if (!started) return storeImport(app, store, id);
  runImport(app, started.id);
  return started;
}

const runners = new WeakMap<App, Set<string>>();
const stopping = new WeakSet<App>();

/** Stops the imports between chunks (shutdown): they stay APPLYING and resume at the next start. */
export function stopImports(app: App) {
  stopping.add(app);
}

/** Runs an APPLYING import to its end in the background (once per process). */
export function runImport(app: App, id: string) {
  const running = runners.get(app) ?? new Set<string>();
  runners.set(app, running);
  if (running.has(id)) return;
  running.add(id);
  app.tasks.run('catalogue import', async () => {
    try {
      while (!stopping.has(app) && (await applyChunk(app, id))) {
        // Rest a moment between chunks: the orders list of the same store answers meanwhile.
        await sleep(MIN_REST_MS);
      }
    } catch (error) {
      app.log.error({ err: error, importId: id }, 'catalogue import failed');
      // The row's own reason (a SKU taken, a change made since the check), else the generic one.
      // By brand (isAppError): an AppError's name is GraphQLError's, and "Unexpected error." hid
      // every reason.
      const reason = isAppError(error) ? error.message : m.unexpectedError();
      await app.db
        .update(catalogueImports)
        .set({ status: 'FAILED', failure: reason, finishedAt: app.clock.now() })
        .where(eq(catalogueImports.id, id));
    } finally {
      running.delete(id);
    }
  });
}

/** Resumes every import a stopped server left applying (at start-up). */
export async function resumeImports(app: App) {
  const left = await app.db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(eq(catalogueImports.status, 'APPLYING'))
    .orderBy(asc(catalogueImports.createdAt));
  for (const { id } of left) runImport(app, id);
  return left.length;
}

type Outcome = 'created' | 'updated' | 'unchanged';

/**
 * Writes the next chunk of an import's plan and its progress in one transaction, the import's row
 * locked meanwhile (two servers resuming one import take turns). False once it is done.
 */
async function applyChunk(app: App, id: string): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(catalogueImports)
      .where(eq(catalogueImports.id, id))
      .for('update');
    if (!job || job.status !== 'APPLYING') return false;
    const plan = job.plan as PlanProduct[];
    const now = app.clock.now();
    const chunk = plan.slice(job.done, job.done + CHUNK);
    const tally = { created: 0, updated: 0, unchanged: 0, drafts: 0 };
    for (const p of chunk) {
      const outcome = await writeProduct(tx, job, p, now);
      tally[outcome] += 1;
      // The sheet's images are the product's: with none, it stays a draft that needs photos.
      if (p.fields.images.length === 0) tally.drafts += 1;
    }
    const done = job.done + chunk.length;
    const finished = done >= plan.length;
    await tx
      .update(catalogueImports)
      .set({
        done,
        created: job.created + tally.created,
        updated: job.updated + tally.updated,
        unchanged: job.unchanged + tally.unchanged,
        drafts: job.drafts + tally.drafts,
        ...(finished ? { status: 'DONE' as const, finishedAt: now } : {}),
      })
      .where(eq(catalogueImports.id, id));
    return !finished;
  });
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether the sheet's fields of a product differ from what it has: the dry run and apply ask. */
function productDiffers(found: ProductRow, f: PlanProduct['fields']) {
  return (
    found.name !== f.name ||
    found.description !== f.description ||
    found.gender !== f.gender ||
    found.categoryId !== f.categoryId ||
    found.subCategoryId !== f.subCategoryId ||
    found.hsnCode !== f.hsnCode ||
    !sameList(found.tags, f.tags) ||
    found.customShippingPolicy !== f.customShippingPolicy ||
    found.customReturnPolicy !== f.customReturnPolicy ||
    !sameList(found.images, f.images)
  );
}

/**
 * Whether a sheet exported at `version` would write over a change made since: the row differs from
 * what the product or variant has now, and it has been changed since the export. A version the
 * plan has not kept (a plan made before the columns) or a blank cell writes over it.
 */
function changedSince(
  now: { version: number },
  version: number | null | undefined,
  differs: boolean,
): boolean {
  return version != null && version !== now.version && differs;
}

/**
 * Whether the sheet's rows of a variant differ from the variant: its own cells, and its total or
 * its pieces at each location its rows name (`piecesAt`: the variant's pieces there now).
 */
function variantDiffers(
  entry: InventoryEntryRow,
  v: PlanVariant,
  piecesAt: (locationId: string) => number,
) {
  return (
    entry.sku !== v.sku ||
    entry.pricePaise !== v.pricePaise ||
    entry.mrpPaise !== v.mrpPaise ||
    entry.gtin !== v.gtin ||
    (v.stockAt
      ? v.stockAt.some((at) => piecesAt(at.locationId) !== at.quantity)
      : entry.totalStock !== v.stock)
  );
}

/** One product of the plan: created, or changed where the sheet differs, or left alone. */
async function writeProduct(
  tx: Tx,
  job: CatalogueImportRow,
  p: PlanProduct,
  now: Date,
): Promise<Outcome> {
  const [found] = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, job.storeId),
        eq(products.isDeleted, false),
        p.productId ? eq(products.id, p.productId) : eq(products.importHandle, p.handle),
      ),
    )
    .for('update');
  const f = p.fields;
  if (!found) {
    if (p.productId) throw new AppError('NOT_FOUND', messageRef('productDeleted'));
    const [product] = await tx
      .insert(products)
      .values({
        storeId: job.storeId,
        categoryId: f.categoryId,
        subCategoryId: f.subCategoryId,
        name: f.name,
        description: f.description,
        gender: f.gender,
        tags: f.tags,
        mainImage: f.images[0] ?? null,
        images: f.images,
        customReturnPolicy: f.customReturnPolicy,
        customShippingPolicy: f.customShippingPolicy,
        hsnCode: f.hsnCode,
        importHandle: p.handle,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await writeVariants(tx, job, product!.id, p.variants, now);
    // The import's new products go to review as one batch (issue 50).
    await sendForReview(tx, product!.id, job.userId, now, { importId: job.id });
    return 'created';
  }
  const differs = productDiffers(found, f);
  // Changed in the console between the dry run and now: the import stops on this row.
  if (changedSince(found, p.version, differs))
    throw new AppError('BAD_USER_INPUT', messageRef('importRowChangedSince', { row: p.row }));
  if (differs) {
    await tx
      .update(products)
      .set({
        ...f,
        mainImage: sameList(found.images, f.images) ? found.mainImage : (f.images[0] ?? null),
        version: sql`${products.version} + 1`,
        updatedAt: now,
      })
      .where(eq(products.id, found.id));
  }
  const changed = await writeVariants(tx, job, found.id, p.variants, now);
  if (differs || changed) await sendForReview(tx, found.id, job.userId, now, { importId: job.id });
  return differs || changed ? 'updated' : 'unchanged';
}

/** A product's variants of the plan: each inserted, changed where it differs, or left alone. */
async function writeVariants(
  tx: Tx,
  job: CatalogueImportRow,
  productId: string,
  variants: readonly PlanVariant[],
  now: Date,
): Promise<boolean> {
  const current = await tx
    .select()
    .from(inventoryEntries)
    .where(eq(inventoryEntries.productId, productId))
    .for('update');
  let changed = false;
  let added = 0;
  for (const v of variants) {
    const before = current.find((e) => e.colorId === v.colorId && e.sizeId === v.sizeId);
    const values = { sku: v.sku, pricePaise: v.pricePaise, mrpPaise: v.mrpPaise, gtin: v.gtin };
    try {
      if (!before) {
        const [entry] = await tx
          .insert(inventoryEntries)
          .values({
            productId,
            storeId: job.storeId,
            colorId: v.colorId,
            sizeId: v.sizeId,
            ...values,
            totalStock: v.stock ?? 0,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordMovement(tx, null, entry!, job.userId, 'CREATED', now);
        if (v.stockAt) await countAt(tx, entry!, v.stockAt, job.userId, now);
        added += 1;
        changed = true;
        continue;
      }
      // The pieces now at the locations the rows name, their rows locked for the change.
      const here = new Map<string, number>();
      for (const at of v.stockAt ?? [])
        here.set(at.locationId, (await piecesAt(tx, before.id, at.locationId)).totalStock);
      if (!variantDiffers(before, v, (locationId) => here.get(locationId) ?? 0)) continue;
      if (changedSince(before, v.version, true))
        throw new AppError('BAD_USER_INPUT', messageRef('importRowChangedSince', { row: v.row }));
      changed = true;
      if (v.stock === null) {
        const [after] = await tx
          .update(inventoryEntries)
          .set({ ...values, version: sql`${inventoryEntries.version} + 1`, updatedAt: now })
          .where(eq(inventoryEntries.id, before.id))
          .returning();
        if (before.pricePaise !== v.pricePaise)
          await recordMovement(tx, before, after!, job.userId, 'PRICE_UPDATE', now);
        await countAt(tx, after!, v.stockAt ?? [], job.userId, now);
        continue;
      }
      const plan = await planStock(tx, before, v.stock, null);
      if ('problem' in plan) throw badInput({ stock: plan.problem });
      await applyPlan(tx, before, plan);
      const [after] = await tx
        .update(inventoryEntries)
        .set({
          ...values,
          totalStock: v.stock,
          version: sql`${inventoryEntries.version} + 1`,
          updatedAt: now,
        })
        .where(eq(inventoryEntries.id, before.id))
        .returning();
      if (before.totalStock !== v.stock || before.pricePaise !== v.pricePaise)
        await recordMovement(
          tx,
          before,
          after!,
          job.userId,
          before.totalStock === v.stock
            ? 'PRICE_UPDATE'
            : v.stock === 0
              ? 'OUT_OF_STOCK'
              : 'QUANTITY_UPDATE',
          now,
          before.totalStock === v.stock ? null : plan.locationId,
        );
    } catch (error) {
      // Taken since the dry run (another seller's barcode, say): the import stops on this row.
      if (
        isUniqueViolation(error, 'inventory_store_sku_key') ||
        isUniqueViolation(error, 'inventory_gtin_key')
      )
        throw new AppError('BAD_USER_INPUT', messageRef('importRowTaken', { row: v.row }));
      throw error;
    }
  }
  await countEntries(tx, job.storeId, added);
  return changed;
}

/**
 * A variant's pieces set at each location its rows name (issue 51): each location's figure, its
 * total moved by the difference, and a stock movement that says where. A figure under what that
 * location's orders hold stops the import on it, as the dry run said it would.
 */
async function countAt(
  tx: Tx,
  entry: InventoryEntryRow,
  stockAt: readonly { locationId: string; quantity: number }[],
  actorId: string,
  now: Date,
) {
  let current = entry;
  for (const at of stockAt) {
    const plan = await planStock(tx, current, at.quantity, at.locationId);
    if ('problem' in plan) throw badInput({ stock: plan.problem });
    if (plan.unchanged) continue;
    await applyPlan(tx, current, plan);
    const [after] = await tx
      .update(inventoryEntries)
      .set({
        totalStock: sql`${inventoryEntries.totalStock} + ${plan.delta}`,
        version: sql`${inventoryEntries.version} + 1`,
        updatedAt: now,
      })
      .where(eq(inventoryEntries.id, current.id))
      .returning();
    const reason = after!.totalStock === 0 ? 'OUT_OF_STOCK' : 'QUANTITY_UPDATE';
    await recordMovement(tx, current, after!, actorId, reason, now, at.locationId);
    current = after!;
  }
}

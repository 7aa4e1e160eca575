import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { OrderStatus, PaymentMethod } from '../../domain/enums.ts';
import {
  categories,
  mailOutbox,
  colors,
  inventoryEntries,
  notifications,
  orderItems,
  products,
  sizes,
  storeMembers,
  stores,
  subCategories,
  users,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { decryptKyc } from '../auth/kyc.ts';
import { gstinFor } from '../../domain/kyc.ts';
import { addLocation } from '../services/locations.ts';
import { updateInventory } from '../services/inventory.ts';
import { createProduct } from '../services/products.ts';
import { approveWaiting } from '../services/listings.ts';
import { placeCheckout } from '../services/checkout.ts';
import { setOrderItemStatus } from '../services/item-moves.ts';
import { COURIERS, RETURN_REASONS } from '../../domain/dispatch.ts';
import { STATUS_PATHS } from '../../domain/order-item-status.ts';
import { approveStore, createStore } from '../services/stores.ts';
import { createUser } from '../services/users.ts';
import {
  CUSTOMER_NAMES,
  DEMO_CATALOGUE,
  DEMO_PASSWORD,
  DEMO_STORES,
  DEMO_USERS,
  SHIPPING_ADDRESSES,
} from './data.ts';
import { productImage } from './images.ts';
import { releaseHolds } from '../services/housekeeping.ts';
import { fileClaim } from '../services/claims.ts';

interface DemoEntry {
  id: string;
  productId: string;
  colorId: string;
  sizeId: string;
  stock: number;
}

const FINAL: OrderStatus[] = [
  'DELIVERED',
  'DELIVERED',
  'SHIPPED',
  'PROCESSING',
  'PENDING',
  'CANCELLED',
  'QC_PASSED',
  'DELIVERED',
  'RTO_DELIVERED',
  'RETURN_REQUESTED',
  'DELIVERED',
  'RETURNED',
  'RTO_INITIATED',
  'RETURN_PICKED',
  'QC_FAILED',
];
const PAYMENTS: PaymentMethod[] = ['UPI', 'CARD', 'UPI', 'COD', 'NET_BANKING'];
const DAY = 24 * 3600_000;

/** Loads the demo marketplace into an empty database and prints the sign-ins. */
export async function loadDemoIfEmpty(app: App): Promise<boolean> {
  const [{ n } = { n: 0 }] = await app.db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const started = Date.now();
  await loadDemo(app);
  const ms = Date.now() - started;
  app.log.info({ ms }, 'demo marketplace loaded');
  console.log(`Demo marketplace loaded in ${(ms / 1000).toFixed(1)} s`);
  printSignIns();
  return true;
}

export function printSignIns() {
  console.log(`\nDemo sign-ins (password for all: ${DEMO_PASSWORD}):`);
  for (const [key, u] of Object.entries(DEMO_USERS)) {
    // A member's sign-in says their role in the store, not the account's kind.
    const member = DEMO_STORES.flatMap((s) =>
      (s.members ?? []).filter((m) => m.user === key).map((m) => `${m.role} of ${s.name}`),
    )[0];
    const staff = 'adminRole' in u ? `ADMIN (${u.adminRole})` : null;
    console.log(`  ${u.email.padEnd(22)} ${member ?? staff ?? u.role}`);
  }
  console.log('');
}

export async function loadDemo(app: App) {
  await loadMarketplace(app);
  // Older notifications have been seen; the last two days' stay unread.
  const cutoff = new Date(app.clock.now().getTime() - 2 * DAY);
  await app.db
    .update(notifications)
    .set({ readAt: app.clock.now() })
    .where(lt(notifications.createdAt, cutoff));
  // The rules that act on old orders (unpaid holds, returns left unchecked) act on the made-up
  // past now, as housekeeping would a minute after start. What that past mailed, to made-up
  // addresses, is not sent: a newcomer's outbox holds only what they do (a sign-up code is not
  // 279th in line).
  await releaseHolds(app);
  await app.db.delete(mailOutbox).where(isNull(mailOutbox.sentAt));
}

/**
 * A second location for a store (issue 51): a godown in another state under the store's PAN, its
 * GSTIN that state's, holding a third of each variant's pieces (the rest stay at the address).
 */
async function addGodown(
  app: App,
  owner: UserRow,
  store: StoreRow,
  godown: NonNullable<(typeof DEMO_STORES)[number]['godown']>,
  entries: DemoEntry[],
) {
  const pan = decryptKyc(app.config.kycKey, store.panEnc);
  const { row } = await addLocation(app, owner, store, {
    ...godown,
    gstin: gstinFor(godown.stateCode, pan),
  });
  for (const e of entries) {
    const [product] = await app.db.select().from(products).where(eq(products.id, e.productId));
    const there = Math.floor(e.stock / 3);
    const place = { product: product!, store };
    const variant = { size: e.sizeId, color: e.colorId };
    await updateInventory(app, owner, place, { ...variant, quantity: there, location: row.id });
    await updateInventory(app, owner, place, { ...variant, quantity: e.stock });
  }
  return row.id;
}

async function loadMarketplace(app: App) {
  const now = app.clock.now().getTime();
  const at = (t: number): App => ({ ...app, clock: { ...app.clock, now: () => new Date(t) } });
  const people = {} as Record<keyof typeof DEMO_USERS, UserRow>;
  for (const [key, u] of Object.entries(DEMO_USERS) as [
    keyof typeof DEMO_USERS,
    (typeof DEMO_USERS)[keyof typeof DEMO_USERS],
  ][]) {
    people[key] = await createUser(at(now - 90 * DAY), { ...u, password: DEMO_PASSWORD });
  }
  const colorRows = await app.db.select().from(colors);
  const sizeRows = await app.db.select().from(sizes);
  const catRows = await app.db.select().from(categories);
  const subRows = await app.db.select().from(subCategories);
  const entriesByStore = new Map<string, DemoEntry[]>();

  for (const [i, s] of DEMO_STORES.entries()) {
    const owner = people[s.owner];
    const store = await createStore(at(now - (80 - i) * DAY), owner, {
      name: s.name,
      type: s.type,
      description: `${s.name}: ${s.type === 'BRAND' ? 'handwoven Indian wear' : 'curated pre-loved fashion'} from ${s.city}.`,
      email: `hello@${s.name.toLowerCase().replace(/\s+/g, '')}.example`,
      phone: `+91 98450 ${10000 + i}`,
      emergencyPhone: `+91 98860 ${20000 + i}`,
      addresses: `${10 + i} Market Road, ${s.city}`,
      stateCode: s.stateCode,
      pinCode: s.pinCode,
      pocName: owner.name ?? s.name,
      pocPhone: owner.phone ?? '+91 98860 00000',
      gstin: ['33AABCK1234F1Z6', '27AAGCS5678L1ZL', '08AAFCI9012M1ZA'][i]!,
      addhaarNum: ['234567890107', '234567890111', '234567890124'][i]!,
      panNum: ['AABCK1234F', 'AAGCS5678L', 'AAFCI9012M'][i]!,
      accNum: `5010012345678${i}`,
      ifsc: 'HDFC0001234',
      branch: `${s.city} Main`,
      upiId: `${s.owner}@okhdfcbank`,
      genderSpecific: 'UNISEX',
      storePolicy: 'Every piece is checked by hand before it ships.',
      returnPolicy: 'Returns within 7 days of delivery, unworn and with tags.',
      shippingPolicy: 'Ships in 2 working days; free over ₹999.',
    });
    const live = s.approved
      ? await approveStore(at(now - (75 - i) * DAY), people.admin, store.id, 'KYC checked')
      : store;
    for (const member of s.members ?? []) {
      await app.db.insert(storeMembers).values({
        storeId: store.id,
        userId: people[member.user].id,
        role: member.role,
        invitedBy: owner.id,
        createdAt: new Date(now - (74 - i) * DAY),
      });
    }
    const entries: DemoEntry[] = [];
    // Only an approved store may list products.
    for (const [j, p] of ((s.approved && DEMO_CATALOGUE[s.name]) || []).entries()) {
      const slug = `${s.name}-${p.name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      const images: string[] = [];
      for (const colorName of p.colors) {
        const hex = colorRows.find((c) => c.name === colorName)!.hexCode;
        // Stored as an upload of the store's would be: a product names only its store's images.
        const key = `productImages/${store.id}/${slug}-${colorName.toLowerCase()}.webp`;
        await app.images.put(key, await productImage(p.shape, hex), 'image/webp');
        images.push(app.images.url(key));
      }
      const category = catRows.find((c) => c.gender === p.gender && c.name === p.category)!;
      const sub = subRows.find((x) => x.categoryId === category.id && x.name === p.sub);
      const listedAt = now - (70 - j) * DAY;
      const { product: listed, entries: created } = await createProduct(at(listedAt), owner, live, {
        storeId: store.id,
        name: p.name,
        description: `${p.name} from ${s.name}. ${p.tags.map((t) => t[0]!.toUpperCase() + t.slice(1)).join(', ')}.`,
        gender: p.gender,
        categoryId: category.id,
        subCategory: sub?.name ?? null,
        price: p.price,
        stock: p.stock,
        colors: p.colors.map((n) => colorRows.find((c) => c.name === n)!.id),
        sizes: p.sizes.map((n) => sizeRows.find((z) => z.name === n)!.id),
        tags: p.tags,
        productImages: images,
        customShippingPolicy: 'Ships in 2 working days.',
        customReturnPolicy: 'Returns within 7 days of delivery.',
      });
      // Each variant a SKU (the store's initials, the product's and the variant's place), so the
      // demo's labels print and scan (decision 038).
      const initials = s.name
        .replace(/[^A-Za-z ]/g, '')
        .split(/\s+/)
        .map((w) => w[0])
        .join('');
      for (const [k, e] of created.entries())
        await app.db
          .update(inventoryEntries)
          .set({ sku: `${initials}-${j + 1}-${k + 1}`.toUpperCase() })
          .where(eq(inventoryEntries.id, e.id));
      // Reviewed by the platform's admin an hour later (issue 50).
      await approveWaiting(at(listedAt + 3_600_000), people.admin, listed.id);
      entries.push(...created.map((e) => ({ ...e, stock: e.totalStock })));
    }
    if (s.godown) {
      const godown = await addGodown(at(now - (69 - i) * DAY), owner, live, s.godown, entries);
      for (const member of (s.members ?? []).filter((m) => m.atGodown))
        await app.db
          .update(storeMembers)
          .set({ locationId: godown })
          .where(
            and(
              eq(storeMembers.storeId, store.id),
              eq(storeMembers.userId, people[member.user].id),
            ),
          );
    }
    entriesByStore.set(store.id, entries);
  }

  // About 60 orders over the last 60 days, in every status, mostly with the first store.
  const [first, second] = [...entriesByStore.entries()];
  for (let k = 0; k < 60; k++) {
    const [storeId, entries] = k % 4 === 3 && second ? second : first!;
    const picks =
      Math.floor(k / 4) % 2
        ? [pick(entries, k * 7), pick(entries, k * 11 + 3)]
        : [pick(entries, k * 7)];
    const items = [...new Map(picks.map((e) => [e.id, e])).values()].map((e) => ({
      productId: e.productId,
      colorId: e.colorId,
      sizeId: e.sizeId,
      quantity: 1,
      discountPercent: k % 5 === 0 ? 10 : 0,
    }));
    const name = CUSTOMER_NAMES[k % CUSTOMER_NAMES.length]!;
    // Older orders have moved further; the newest few are still pending (prepaid, so that the
    // release of unaccepted cash-on-delivery holds leaves them for the seller to act on).
    const target = k >= 54 ? 'PENDING' : FINAL[k % FINAL.length]!;
    // A return picked up still waits for its check (within RETURN_DECIDED_AFTER_DAYS): the rule
    // that receives returns left unchecked would otherwise act on it at start.
    const placedAt =
      (target === 'RETURN_PICKED' ? now - 6 * DAY : now - (59 - k) * DAY) -
      ((k * 37) % 600) * 60_000;
    const { orders: placedOrders } = await placeCheckout(at(placedAt), people.customer, {
      items,
      paymentMethod: target === 'PENDING' ? 'UPI' : PAYMENTS[k % PAYMENTS.length]!,
      shipping: {
        name,
        email: k % 6 === 5 ? undefined : `${name.split(' ')[0]!.toLowerCase()}@mail.example`,
        phone: k % 7 === 6 ? undefined : `+91 9${String(800000000 + k * 1234567).slice(0, 9)}`,
        ...SHIPPING_ADDRESSES[k % SHIPPING_ADDRESSES.length]!,
      },
      deliveryType: k % 3 === 0 ? 'EXPRESS' : 'STANDARD',
      packagingPaise: 4900,
    });
    const placed = placedOrders.flatMap((o) => o.items);
    const owner = storeId === first![0] ? people.owner : people.owner2;
    for (const [step, status] of (STATUS_PATHS[target] ?? []).entries()) {
      for (const item of placed) {
        await setOrderItemStatus(
          at(placedAt + (step + 1) * 0.6 * DAY),
          status === 'RETURN_REQUESTED' ? people.customer : owner,
          item.id,
          status,
          {
            shipment: {
              courier: COURIERS[k % COURIERS.length],
              awb: `AWB${1000000000 + k * 7919}`,
            },
            returnRequest: { reason: RETURN_REASONS[k % RETURN_REASONS.length] },
            qc: { note: 'Tags intact, unworn, no marks.' },
          },
        );
      }
    }
    // The newest failed check of the first store is disputed, so that support's claim queue
    // has one to open (decision 054).
    if (target === 'QC_FAILED' && storeId === first![0] && k >= 40) {
      const [store] = await app.db.select().from(stores).where(eq(stores.id, storeId));
      const [item] = await app.db.select().from(orderItems).where(eq(orderItems.id, placed[0]!.id));
      await fileClaim(at(now), people.owner, store!, item!, {
        kind: 'QC_DISPUTE',
        note: 'The tags were on when it left us; the marks are from the courier bag.',
      });
    }
  }
}

/** The first entry from `start` on that still has stock, taking one piece of it. */
function pick(entries: DemoEntry[], start: number) {
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[(start + i) % entries.length]!;
    if (entry.stock > 0) {
      entry.stock -= 1;
      return entry;
    }
  }
  throw new Error('demo catalogue ran out of stock');
}

/**
 * Runs every cell of the authorization matrix (authorization-matrix.ts) against the real server:
 * each Query and Mutation field, as each kind of caller, on that caller's own target. Objects a
 * call uses up (a pending store to approve, an item to return) are made fresh for every cell,
 * so that each cell proves its own answer. A schema field without a row fails.
 */
import { decideListing, sendForReview } from '../../server/services/listings.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../domain/enums.ts';
import { signToken } from '../../server/auth/tokens.ts';
import type { StoreRole } from '../../domain/permissions.ts';
import { newResetToken } from '../../server/auth/codes.ts';
import {
  catalogueImports,
  inventoryEntries,
  listingReviews,
  orders,
  products,
  rateLimits,
  storeInvitations,
  storeLocations,
  storeMembers,
  stores,
  users,
  type UserRow,
} from '../../server/db/schema.ts';
import { decryptKyc, encryptKyc } from '../../server/auth/kyc.ts';
import { decideStore } from '../../server/services/store-decisions.ts';
import { setUserBlocked } from '../../server/services/users.ts';
import { saveOrganisation, setOrganisationActive } from '../../server/services/organisations.ts';
import { runPayouts } from '../../server/services/settlement.ts';
import { createStore } from '../../server/services/stores.ts';
import { sendTransfer } from '../../server/services/transfers.ts';
import { createUser } from '../../server/services/users.ts';
import { PATH_TO, pinIn, QC_RECORD, SHIPMENT, STORE_INPUT, freshKyc } from '../fixtures.ts';
import {
  CALLERS,
  MATRIX,
  UPLOAD_MATRIX,
  outcomeOf,
  rowOf,
  statusOutcome,
  uploadRowOf,
  type Caller,
} from './authorization-matrix.ts';
import { diskStorage } from '../../server/uploads/storage.ts';
import { png, postImage, serve } from './upload-server.ts';
import { productInput, approveListing } from './flows.ts';
import { codeFrom, engines, startTestApi, type TestApi } from './harness.ts';
import {
  ORIGIN,
  passkeyProof,
  registerPasskey,
  softPasskey,
  type SoftPasskey,
} from './soft-passkey.ts';
import { randomUUID } from 'node:crypto';

const SCHEMA = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'),
);
const PASSWORD = 'correct horse 1';

interface Line {
  productId: string;
  colorId: string;
  sizeId: string;
}
interface Placed {
  id: string;
  items: ({ id: string } & Line)[];
}

/** What one caller acts on. */
interface Target {
  storeId: string;
  owner: UserRow;
  product: Line;
  order: Placed;
  /** A new store of the target's owner, in the given state. */
  freshStore(status: 'PENDING' | 'APPROVED' | 'DEACTIVATED'): Promise<string>;
  freshProduct(): Promise<string>;
  /** A new order of the customer's in the target store, its one item moved to `status`. */
  freshOrder(status?: OrderStatus): Promise<Placed>;
  freshComplaint(): Promise<string>;
  freshDispute(): Promise<string>;
}

/** placeOrder's variables: one of `line`, delivered in Bengaluru, paid by UPI. */
const orderOf = (line: Line) => ({
  input: {
    items: [{ product: line.productId, color: line.colorId, size: line.sizeId, quantity: 1 }],
    shipping: {
      name: 'Kavya Menon',
      address: '9 Church Street, Bengaluru',
      stateCode: '29',
      pinCode: pinIn('29'),
    },
    paymentMethod: 'UPI',
  },
});

interface World {
  admin: UserRow;
  customer: UserRow;
  payoutId: string;
  /** Store B's payout: FINANCE marks it paid, the SUPER_ADMIN marks A's. */
  secondPayoutId: string;
  organisationId: string;
  target: Record<Caller, Target>;
  user: Record<Caller, UserRow | null>;
  staleToken: string;
}

type Vars = Record<string, unknown>;
interface Case {
  doc: string;
  vars?: (t: Target, w: World, caller: Caller) => Vars | Promise<Vars>;
}

const PRODUCT_FIELDS = 'id name';
const freshEmail = () => `new${Math.random().toString(36).slice(2, 10)}@matrix.test`;
const MEMBER_ROLES = [
  ['mgr', 'MANAGER'],
  ['cat', 'CATALOGUER'],
  ['pack', 'PACKER'],
  ['acct', 'ACCOUNTANT'],
] as const;
const ORDER_FIELDS = 'id status';
const STAFF_ROLES = [
  ['sup', 'SUPPORT'],
  ['fin', 'FINANCE'],
  ['catl', 'CATALOGUE'],
] as const;
type Challenge = { id: string; options: string };

describe.each(engines)('authorization matrix (%s)', (engine) => {
  let api: TestApi;
  let w: World;
  let ip = 0;
  /** The passkeys of the admins who may reveal KYC, by caller. */
  const keys: Partial<Record<Caller, SoftPasskey>> = {};

  /** A passkey's confirmation for a reveal, from a caller who holds one (else none). */
  async function proofOf(caller: Caller) {
    const key = keys[caller];
    const user = w.user[caller];
    return key && user ? passkeyProof(api, await tokenOf(user), key) : null;
  }

  /** A token signed now at the user's current version (as a fresh sign-in would give). */
  async function tokenOf(user: UserRow): Promise<string> {
    const [row] = await api.app.db.select().from(users).where(eq(users.id, user.id));
    return signToken(api.app.config.jwtSecret, row!.id, row!.tokenVersion, api.app.clock.now());
  }

  async function as<T = Record<string, unknown>>(user: UserRow, doc: string, vars: Vars = {}) {
    await api.app.db.delete(rateLimits);
    const r = await api.gql<T>(doc, vars, { token: await tokenOf(user) });
    if (!r.data || r.errors) throw new Error(`${doc}: ${JSON.stringify(r.errors)}`);
    return r.data;
  }

  /** A store for `owner` (through the service: the matrix tests the calls, not the set-up). */
  async function storeOf(owner: UserRow, status: 'PENDING' | 'APPROVED' | 'DEACTIVATED') {
    const store = await createStore(api.app, owner, {
      ...STORE_INPUT,
      ...freshKyc(),
      name: `Store ${Math.random().toString(36).slice(2, 8)}`,
    });
    if (status !== 'PENDING')
      await decideStore(api.app, w.admin, store.id, 'APPROVE', 'KYC checked');
    if (status === 'DEACTIVATED')
      await decideStore(api.app, w.admin, store.id, 'DEACTIVATE', 'Matrix');
    return store.id;
  }

  /** Runs `make` with the store approved for a moment: a deactivated store takes no orders. */
  async function whileApproved<T>(storeId: string, make: () => Promise<T>): Promise<T> {
    const [store] = await api.app.db.select().from(stores).where(eq(stores.id, storeId));
    if (store!.status === 'APPROVED') return make();
    await api.app.db.update(stores).set({ status: 'APPROVED' }).where(eq(stores.id, storeId));
    try {
      return await make();
    } finally {
      await api.app.db.update(stores).set({ status: store!.status }).where(eq(stores.id, storeId));
    }
  }

  async function productIn(owner: UserRow, storeId: string): Promise<Line> {
    const token = await tokenOf(owner);
    const input = await productInput(api, token, storeId, 'Matrix Kurta');
    const data = await as<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(
      owner,
      `mutation($input: CreateProductInput!) { createProduct(input: $input) {
        id entries { productColorId productSizeId } } }`,
      { input: { ...input, stock: 1000, colors: [input.colors[0]], sizes: [input.sizes[0]] } },
    );
    const p = data.createProduct;
    await approveListing(api, p.id);
    return {
      productId: p.id,
      colorId: p.entries[0]!.productColorId,
      sizeId: p.entries[0]!.productSizeId,
    };
  }

  /** The target product's version waiting for review (sent again where none waits). */
  async function waitingReview(t: Target): Promise<string> {
    const id = t.product.productId;
    // Store A's many approvals make it trusted by the rule; its edits would skip review.
    await api.app.db.update(stores).set({ listingTrust: false }).where(eq(stores.id, t.storeId));
    await api.app.db.transaction((tx) =>
      sendForReview(tx, id, t.owner.id, api.app.clock.now(), { again: true }),
    );
    const [row] = await api.app.db
      .select({ id: listingReviews.id })
      .from(listingReviews)
      .where(and(eq(listingReviews.productId, id), isNull(listingReviews.decision)));
    return row!.id;
  }

  async function orderIn(storeOwner: UserRow, line: Line, status: OrderStatus = 'PENDING') {
    const data = await as<{ placeOrder: { orders: Placed[] } }>(
      w.customer,
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
        orders { id items { id productId colorId sizeId } } } }`,
      orderOf(line),
    );
    const order = data.placeOrder.orders[0]!;
    const item = order.items[0]!;
    for (const step of PATH_TO[status]) {
      if (step === 'RETURN_REQUESTED') {
        await as(
          w.customer,
          `mutation($id: ID!) { requestReturn(orderItemId: $id, reason: DAMAGED) { id } }`,
          { id: item.id },
        );
        continue;
      }
      await as(
        storeOwner,
        `mutation($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!, $shipment: ShipmentInput, $qc: QcInput) {
          crmOrderStatusUpdate(orderId: $orderId, status: $status, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId, shipment: $shipment, qc: $qc) { id } }`,
        {
          orderId: order.id,
          status: step,
          storeId: await storeOfOrder(order.id),
          productId: item.productId,
          colorId: item.colorId,
          sizeId: item.sizeId,
          shipment: step === 'SHIPPED' ? SHIPMENT : undefined,
          qc: step.startsWith('QC_') ? QC_RECORD : undefined,
        },
      );
    }
    return order;
  }

  async function storeOfOrder(orderId: string) {
    const [row] = await api.app.db.select().from(orders).where(eq(orders.id, orderId));
    return row!.storeId;
  }

  /** The target of an owner on their own approved (or deactivated) store. */
  async function targetOf(owner: UserRow, storeId: string): Promise<Target> {
    const product = await whileApproved(storeId, () => productIn(owner, storeId));
    const order = await whileApproved(storeId, () => orderIn(owner, product));
    // Each on a product of its own: one customer may hold only 10 of an item in open orders.
    const freshOrder = (status: OrderStatus = 'PENDING') =>
      whileApproved(storeId, async () => orderIn(owner, await productIn(owner, storeId), status));
    return {
      storeId,
      owner,
      product,
      order,
      freshStore: (status) => storeOf(owner, status),
      freshProduct: async () =>
        (await whileApproved(storeId, () => productIn(owner, storeId))).productId,
      freshOrder,
      async freshComplaint() {
        const placed = await freshOrder();
        const data = await as<{ raiseComplaint: { id: string } }>(
          w.customer,
          `mutation($orderId: ID!) { raiseComplaint(orderId: $orderId, issue: "Late", description: "Not here yet") { id } }`,
          { orderId: placed.id },
        );
        return data.raiseComplaint.id;
      },
      async freshDispute() {
        const placed = await freshOrder('QC_FAILED');
        const data = await as<{ disputeQc: { id: string } }>(
          owner,
          `mutation($id: ID!) { disputeQc(orderItemId: $id, note: "It was unworn.") { id } }`,
          { id: placed.items[0]!.id },
        );
        return data.disputeQc.id;
      },
    };
  }

  /**
   * The blocked owner's target: their objects made before the block, handed out again and again
   * (a blocked caller is refused before any of them is used).
   */
  async function frozen(t: Target): Promise<Target> {
    const complaint = await t.freshComplaint();
    const dispute = await t.freshDispute();
    const byStatus = new Map<OrderStatus, Placed>();
    for (const status of ['PENDING', 'DELIVERED', 'QC_FAILED'] as const)
      byStatus.set(status, await t.freshOrder(status));
    return {
      ...t,
      freshStore: async () => t.storeId,
      freshProduct: async () => t.product.productId,
      freshOrder: async (status = 'PENDING') => byStatus.get(status)!,
      freshComplaint: async () => complaint,
      freshDispute: async () => dispute,
    };
  }

  /** `user` joins the store in `role` (through the table: the matrix tests the calls). */
  async function joined(storeId: string, user: UserRow, role: StoreRole) {
    await api.app.db.insert(storeMembers).values({ storeId, userId: user.id, role });
  }

  /** A new seller who is a PACKER of the store: someone to change, remove or hand over to. */
  async function freshMember(storeId: string) {
    const user = await createUser(api.app, {
      email: freshEmail(),
      password: PASSWORD,
      role: 'STORE_OWNER',
    });
    await joined(storeId, user, 'PACKER');
    return user.id;
  }

  /** A pending invitation to the store for `email`: its id and its link's token. */
  async function invitationTo(storeId: string, email = freshEmail()) {
    const { token, tokenHash } = newResetToken();
    const [row] = await api.app.db
      .insert(storeInvitations)
      .values({
        storeId,
        email,
        role: 'PACKER',
        tokenHash,
        invitedBy: (await api.app.db.select().from(stores).where(eq(stores.id, storeId)))[0]!
          .ownerId,
        expiresAt: new Date(api.app.clock.now().getTime() + 86_400_000),
      })
      .returning();
    return { id: row!.id, token };
  }

  /** The store members' invitations are to (no caller acts on it otherwise). */
  let inviting = '';

  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'matrix-uploads-'));
  let http: { server: Server; base: string };
  const stored = () =>
    readdirSync(uploadsDir, { recursive: true }).filter((f) => String(f).endsWith('.webp'));

  beforeAll(async () => {
    api = await startTestApi(engine);
    http = await serve(api, () => diskStorage(uploadsDir), uploadsDir);
    const made = (email: string, role: UserRow['role']) =>
      createUser(api.app, { email, password: PASSWORD, role });
    const admin = await made('admin@matrix.test', 'ADMIN');
    const customer = await made('buyer@matrix.test', 'CUSTOMER');
    const ownerA = await made('a@matrix.test', 'STORE_OWNER');
    const ownerB = await made('b@matrix.test', 'STORE_OWNER');
    const pending = await made('pending@matrix.test', 'STORE_OWNER');
    const deact = await made('deact@matrix.test', 'STORE_OWNER');
    const blocked = await made('blocked@matrix.test', 'STORE_OWNER');
    w = { admin, customer } as World;
    const storeA = await storeOf(ownerA, 'APPROVED');
    const storeB = await storeOf(ownerB, 'APPROVED');
    const storeP = await storeOf(pending, 'PENDING');
    const storeD = await storeOf(deact, 'DEACTIVATED');
    const storeX = await storeOf(blocked, 'APPROVED');
    const a = await targetOf(ownerA, storeA);
    const b = await targetOf(ownerB, storeB);
    const d = await targetOf(deact, storeD);
    const x = await frozen(await targetOf(blocked, storeX));
    // Store A's team, one member in each role but OWNER; a new store they act on is A's owner's,
    // with them in the same role. Invitations to accept are to a store of their own.
    const team = {} as Record<'mgr' | 'cat' | 'pack' | 'acct', UserRow>;
    const memberTarget = {} as Record<'mgr' | 'cat' | 'pack' | 'acct', Target>;
    for (const [caller, role] of MEMBER_ROLES) {
      const member = await made(`${caller}@matrix.test`, 'STORE_OWNER');
      team[caller] = member;
      await joined(storeA, member, role);
      memberTarget[caller] = {
        ...a,
        async freshStore(status) {
          const id = await storeOf(ownerA, status);
          await joined(id, member, role);
          return id;
        },
      };
    }
    inviting = await storeOf(await made('inviting@matrix.test', 'STORE_OWNER'), 'APPROVED');
    // The platform's staff beside the SUPER_ADMIN; those who may reveal KYC hold a passkey.
    const staff = {} as Record<'sup' | 'fin' | 'catl', UserRow>;
    for (const [caller, adminRole] of STAFF_ROLES) {
      staff[caller] = await createUser(api.app, {
        email: `${caller}@matrix.test`,
        password: PASSWORD,
        role: 'ADMIN',
        adminRole,
      });
    }
    keys.admin = await registerPasskey(api, await tokenOf(admin));
    keys.fin = await registerPasskey(api, await tokenOf(staff.fin));

    // A payout due: an item of A delivered, its return window past, the payouts run (and one of
    // B's, for the second admin who may mark one paid).
    await a.freshOrder('DELIVERED');
    await b.freshOrder('DELIVERED');
    api.clock.advance(10 * 24 * 3600_000);
    await runPayouts(api.app, { now: true });
    const payouts = await as<{ adminPayouts: { id: string; storeId: string }[] }>(
      admin,
      '{ adminPayouts(status: DUE) { id storeId } }',
    );

    // The stale token: A's owner signed in, then reset the password.
    const staleToken = await tokenOf(ownerA);
    await api.gql(`mutation { requestPasswordReset(email: "a@matrix.test") }`);
    const link = api
      .mailsTo('a@matrix.test')
      .at(-1)!
      .match(/token=([\w-]+)/)![1]!;
    await api.gql(`mutation($t: String!) { resetPassword(token: $t, password: "new horse 22") }`, {
      t: link,
    });
    await setUserBlocked(api.app, admin, blocked.id, true, 'Matrix');
    const organisation = await saveOrganisation(api.app, admin, null, { name: 'Matrix Org' });

    w = {
      admin,
      customer,
      // Store A's payout (other stores' deliveries may have made payouts too).
      payoutId: payouts.adminPayouts.find((p) => p.storeId === storeA)!.id,
      secondPayoutId: payouts.adminPayouts.find((p) => p.storeId === storeB)!.id,
      organisationId: organisation.id,
      staleToken,
      target: {
        anon: a,
        cust: a,
        own: a,
        other: b,
        pend: { ...a, storeId: storeP, owner: pending, freshStore: (s) => storeOf(pending, s) },
        deact: d,
        admin: a,
        block: x,
        stale: a,
        ...memberTarget,
        sup: a,
        fin: a,
        catl: a,
      },
      user: {
        anon: null,
        cust: customer,
        own: ownerA,
        other: ownerA,
        pend: pending,
        deact,
        admin,
        block: blocked,
        stale: null,
        ...team,
        ...staff,
      },
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => http.server.close(resolve));
    await api.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const storeArg = (t: Target) => ({ storeId: t.storeId });
  /** The id of the target product's first variant. */
  const entryOf = async (t: Target) => {
    const [e] = await api.app.db
      .select({ id: inventoryEntries.id })
      .from(inventoryEntries)
      .where(eq(inventoryEntries.productId, t.product.productId));
    return e!.id;
  };
  /** A checked sheet of the target store's, ready and empty (its apply writes nothing). */
  const importOf = async (t: Target) => {
    const [row] = await api.app.db
      .insert(catalogueImports)
      .values({
        storeId: t.storeId,
        userId: t.owner.id,
        fileName: 'matrix.csv',
        status: 'READY',
        plan: [],
        errors: [],
        products: 0,
        variants: 0,
        newProducts: 0,
      })
      .returning();
    return row!.id;
  };
  const period = { from: '2026-11-01', to: '2026-11-30' };
  const moveVars = async (t: Target) => {
    const order = await t.freshOrder();
    const item = order.items[0]!;
    return {
      orderId: order.id,
      storeId: t.storeId,
      productId: item.productId,
      colorId: item.colorId,
      sizeId: item.sizeId,
    };
  };
  /** The store's primary location: its address. */
  const primaryOf = async (storeId: string) => {
    const [row] = await api.app.db
      .select({ id: storeLocations.id })
      .from(storeLocations)
      .where(and(eq(storeLocations.storeId, storeId), eq(storeLocations.isPrimary, true)));
    return row!.id;
  };
  /** A second location in the store's own state, under its own GSTIN, with a name of its own. */
  const locationInput = async (storeId: string) => {
    const [store] = await api.app.db.select().from(stores).where(eq(stores.id, storeId));
    return {
      name: `Godown ${randomUUID().slice(0, 8)}`,
      address: '3 Mill Road',
      stateCode: store!.stateCode!,
      pinCode: pinIn(store!.stateCode!),
      gstin: decryptKyc(api.app.config.kycKey, store!.gstinEnc),
      contactName: 'Ravi Kumar',
      contactPhone: '9876543210',
    };
  };
  /** An empty location of the store's, made directly (past the limit of open ones), to archive. */
  const spareLocation = async (t: Target) => {
    const input = await locationInput(t.storeId);
    const [row] = await api.app.db
      .insert(storeLocations)
      .values({
        ...input,
        storeId: t.storeId,
        gstinEnc: encryptKyc(api.app.config.kycKey, input.gstin),
      })
      .returning();
    return row!.id;
  };
  /**
   * Two locations of the store a fresh product of the target's is in (store A's for a target
   * without products of its own), and that product's variant with pieces at the first.
   */
  const transferPlaces = async (t: Target) => {
    const productId = await t.freshProduct();
    const [entry] = await api.app.db
      .select()
      .from(inventoryEntries)
      .where(eq(inventoryEntries.productId, productId));
    const storeId = entry!.storeId;
    return {
      storeId,
      from: await primaryOf(storeId),
      to: await spareLocation({ ...t, storeId }),
      entryId: entry!.id,
    };
  };
  /** A transfer sent by the store's owner, waiting to be received. */
  const freshTransfer = async (t: Target) => {
    const places = await transferPlaces(t);
    const [store] = await api.app.db.select().from(stores).where(eq(stores.id, places.storeId));
    const [owner] = await api.app.db.select().from(users).where(eq(users.id, store!.ownerId));
    const sent = await sendTransfer(api.app, owner!, store!, {
      from: places.from,
      to: places.to,
      lines: [{ referenceId: places.entryId, quantity: 1 }],
    });
    return { transferId: sent.id };
  };
  /** A query of the target store's, asking for `selection`. */
  const storeQuery = (field: string, selection: string, args = ''): Case => ({
    doc: `query($storeId: ID!) { ${field}(storeId: $storeId${args ? `, ${args}` : ''}) { ${selection} } }`,
    vars: storeArg,
  });
  /** An admin's decision on a new store of the target's owner, in the state it acts on. */
  const decision = (field: string, from: 'PENDING' | 'APPROVED' | 'DEACTIVATED'): Case => ({
    doc: `mutation($storeId: ID!) { ${field}(storeId: $storeId, reason: "Checked") { id } }`,
    vars: async (t) => ({ storeId: await t.freshStore(from) }),
  });

  async function verifiedEmail() {
    const email = freshEmail();
    await api.gql(`mutation($e: String!) { sendRegistrationOTP(email: $e) { success } }`, {
      e: email,
    });
    return email;
  }
  const otpFor = (email: string) => codeFrom(api.mailsTo(email).at(-1)!);

  const CASES: Record<string, Case> = {
    'Query.me': { doc: '{ me { id } }' },
    'Query.user': {
      doc: 'query($id: ID!) { user(id: $id) { id } }',
      vars: (t) => ({ id: t.owner.id }),
    },
    'Query.users': { doc: '{ users(page: 1, limit: 10) { total } }' },
    'Query.productCategories': { doc: '{ productCategories { id } }' },
    'Query.colors': { doc: '{ colors { id } }' },
    'Query.productSizes': { doc: '{ productSizes { id } }' },
    'Query.sizeSystems': { doc: '{ sizeSystems { id sizes { id } } }' },
    'Query.storeShades': storeQuery('storeShades', 'id'),
    'Query.storeVariants': storeQuery('storeVariants', 'nextCursor', 'limit: 10'),
    'Query.catalogueImport': {
      doc: 'query($storeId: ID!, $id: ID!) { catalogueImport(storeId: $storeId, id: $id) { id status } }',
      vars: async (t) => ({ ...storeArg(t), id: await importOf(t) }),
    },
    'Query.notifications': { doc: '{ notifications { unreadCount } }' },
    'Query.adminInventory': { doc: '{ adminInventory(page: 1, limit: 10) { totalCount } }' },
    'Query.storeInventoryTC': storeQuery('storeInventoryTC', 'totalCount', 'page: 1, limit: 10'),
    'Query.storeProducts': storeQuery('storeProducts', 'totalCount', 'page: 1, limit: 10'),
    'Query.product': {
      doc: `query($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`,
      vars: (t) => ({ id: t.product.productId }),
    },
    'Query.supportContact': { doc: '{ supportContact { email } }' },
    'Query.storeOrdersTC': storeQuery('storeOrdersTC', 'totalCount'),
    'Query.dispatchCounts': storeQuery('dispatchCounts', 'toPack'),
    'Query.pickupManifest': storeQuery('pickupManifest', 'awb', 'day: "2026-11-01"'),
    'Query.qcDisputes': { doc: '{ qcDisputes { id } }' },
    'Query.storePayments': storeQuery('storePayments', 'nextPayoutDay'),
    'Query.storeLedger': {
      doc: 'query($storeId: ID!, $from: String!, $to: String!) { storeLedger(storeId: $storeId, from: $from, to: $to) { id } }',
      vars: (t) => ({ ...storeArg(t), ...period }),
    },
    'Query.ledgerCsv': {
      doc: 'query($storeId: ID!, $from: String!, $to: String!) { ledgerCsv(storeId: $storeId, from: $from, to: $to) }',
      vars: (t) => ({ ...storeArg(t), ...period }),
    },
    'Query.adminPayouts': { doc: '{ adminPayouts { id } }' },
    'Query.storeLedgerPage': {
      doc: 'query($storeId: ID!, $from: String!, $to: String!) { storeLedgerPage(storeId: $storeId, from: $from, to: $to) { nextCursor } }',
      vars: (t) => ({ ...storeArg(t), ...period }),
    },
    'Query.filingPack': storeQuery('filingPack', 'invoices', 'month: "2026-11"'),
    'Query.platformFiling': { doc: '{ platformFiling(month: "2026-11") { storeId } }' },
    'Query.payoutStatement': {
      doc: 'query($storeId: ID!, $p: ID!) { payoutStatement(storeId: $storeId, payoutId: $p) { movesTotal } }',
      vars: (t, world) => ({ ...storeArg(t), p: world.payoutId }),
    },
    'Query.orderDetails': {
      doc: `query($id: ID!) { orderDetails(orderId: $id) { ${ORDER_FIELDS} } }`,
      vars: (t) => ({ id: t.order.id }),
    },
    'Query.orderInvoice': {
      doc: 'query($id: ID!) { orderInvoice(orderId: $id) { number } }',
      vars: (t) => ({ id: t.order.id }),
    },
    'Query.storeRevenue': storeQuery('storeRevenue', 'totalRevenue'),
    'Query.storeInsights': storeQuery('storeInsights', 'todayOrders'),
    'Query.storeOrderHistory': storeQuery('storeOrderHistory', 'totalCount'),
    'Query.storeComplaints': storeQuery('storeComplaints', 'totalCount'),
    'Query.shopProducts': { doc: '{ shopProducts { totalCount } }' },
    'Query.stores': { doc: '{ stores { totalCount } }' },
    'Query.adminOverview': { doc: '{ adminOverview { activeStores } }' },
    'Query.gstinStateMismatches': { doc: '{ gstinStateMismatches { id } }' },
    'Query.platformSettings': { doc: '{ platformSettings { unpaidHoldHours } }' },
    'Query.auditLog': { doc: '{ auditLog { totalCount } }' },
    'Query.organisations': { doc: '{ organisations { totalCount } }' },
    'Query.organisation': {
      doc: 'query($id: ID!) { organisation(id: $id) { id } }',
      vars: (_t, world) => ({ id: world.organisationId }),
    },
    'Query.myOrders': { doc: '{ myOrders { totalCount } }' },
    'Query.storeNameAvailable': { doc: '{ storeNameAvailable(name: "Matrix Name Check") }' },

    'Mutation.login': {
      doc: 'mutation { login(email: "buyer@matrix.test", password: "correct horse 1") { token } }',
    },
    'Mutation.sendRegistrationOTP': {
      doc: 'mutation($e: String!) { sendRegistrationOTP(email: $e) { success } }',
      vars: () => ({ e: freshEmail() }),
    },
    'Mutation.verifyRegistrationOTP': {
      doc: 'mutation($e: String!, $otp: String!) { verifyRegistrationOTP(email: $e, otp: $otp) }',
      vars: async () => {
        const e = await verifiedEmail();
        return { e, otp: otpFor(e) };
      },
    },
    'Mutation.verifyRegistratioOTP': {
      doc: 'mutation($e: String!, $otp: String!) { verifyRegistratioOTP(email: $e, otp: $otp) }',
      vars: async () => {
        const e = await verifiedEmail();
        return { e, otp: otpFor(e) };
      },
    },
    'Mutation.register': {
      doc: 'mutation($e: String!) { register(email: $e, password: "correct horse 1", role: CUSTOMER) { token } }',
      vars: async () => {
        const e = await verifiedEmail();
        await api.gql(
          'mutation($e: String!, $otp: String!) { verifyRegistrationOTP(email: $e, otp: $otp) }',
          { e, otp: otpFor(e) },
        );
        return { e };
      },
    },
    'Mutation.requestPasswordReset': {
      doc: 'mutation { requestPasswordReset(email: "buyer@matrix.test") }',
    },
    'Mutation.resetPassword': {
      doc: 'mutation($t: String!) { resetPassword(token: $t, password: "correct horse 1") }',
      vars: async () => {
        const email = freshEmail();
        await createUser(api.app, { email, password: PASSWORD, role: 'CUSTOMER' });
        await api.gql('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: email });
        return {
          t: api
            .mailsTo(email)
            .at(-1)!
            .match(/token=([\w-]+)/)![1]!,
        };
      },
    },
    'Mutation.signOutEverywhere': { doc: 'mutation { signOutEverywhere }' },
    'Mutation.updateProfile': { doc: 'mutation { updateProfile(name: "Matrix Name") { id } }' },
    'Mutation.setLocale': { doc: 'mutation { setLocale(locale: "en") { id } }' },
    'Mutation.markNotificationsRead': { doc: 'mutation { markNotificationsRead }' },
    'Mutation.createStore': {
      doc: 'mutation($input: CreateStoreInput!) { createStore(input: $input) { id } }',
      vars: () => ({ input: { ...STORE_INPUT, ...freshKyc() } }),
    },
    'Mutation.approveStore': decision('approveStore', 'PENDING'),
    'Mutation.rejectStore': decision('rejectStore', 'PENDING'),
    'Mutation.deactivateStore': decision('deactivateStore', 'APPROVED'),
    'Mutation.reactivateStore': decision('reactivateStore', 'DEACTIVATED'),
    'Mutation.updatePlatformSettings': {
      doc: 'mutation { updatePlatformSettings(unpaidHoldHours: 48) { unpaidHoldHours } }',
    },
    // An admin who may reveals with a reason and their passkey's confirmation.
    'Mutation.revealStoreKyc': {
      doc: 'mutation($storeId: ID!, $passkey: PasskeyProof) { revealStoreKyc(storeId: $storeId, reason: "Bank check", passkey: $passkey) { pan } }',
      vars: async (t, _w, caller) => ({ storeId: t.storeId, passkey: await proofOf(caller) }),
    },
    'Query.myPasskeys': { doc: '{ myPasskeys { id } }' },
    'Mutation.startPasskeyRegistration': {
      doc: 'mutation { startPasskeyRegistration { id } }',
    },
    // Each caller registers a passkey of its own, on a challenge of its own where it has one.
    'Mutation.finishPasskeyRegistration': {
      doc: 'mutation($p: PasskeyProof!) { finishPasskeyRegistration(passkey: $p) { id } }',
      vars: async (_t, _w, caller) => {
        const token = await tokenFor(caller);
        const start = await api.gql<{ startPasskeyRegistration: Challenge }>(
          'mutation { startPasskeyRegistration { id options } }',
          {},
          { token: token ?? undefined, headers: { origin: ORIGIN } },
        );
        const challenge = start.data?.startPasskeyRegistration;
        if (!challenge) return { p: { challengeId: randomUUID(), response: '{}' } };
        return {
          p: { challengeId: challenge.id, response: softPasskey().register(challenge.options) },
        };
      },
    },
    'Mutation.removePasskey': {
      doc: 'mutation($id: ID!) { removePasskey(id: $id) }',
      vars: async (_t, _w, caller) => {
        const token = await tokenFor(caller);
        if (!token || caller === 'stale' || caller === 'block') return { id: randomUUID() };
        await registerPasskey(api, token, 'To remove');
        const mine = await api.gql<{ myPasskeys: { id: string }[] }>(
          '{ myPasskeys { id } }',
          {},
          { token },
        );
        return { id: mine.data!.myPasskeys.at(-1)!.id };
      },
    },
    'Mutation.startPasskeySignIn': { doc: 'mutation { startPasskeySignIn { id } }' },
    // Anyone signs in with a passkey they hold: here the SUPER_ADMIN's.
    'Mutation.signInWithPasskey': {
      doc: 'mutation($p: PasskeyProof!) { signInWithPasskey(passkey: $p) { token } }',
      vars: async () => {
        const start = await api.gql<{ startPasskeySignIn: Challenge }>(
          'mutation { startPasskeySignIn { id options } }',
          {},
          { headers: { origin: ORIGIN } },
        );
        const challenge = start.data!.startPasskeySignIn;
        return {
          p: { challengeId: challenge.id, response: keys.admin!.assert(challenge.options) },
        };
      },
    },
    'Mutation.startPasskeyConfirmation': { doc: 'mutation { startPasskeyConfirmation { id } }' },
    'Mutation.setAdminRole': {
      doc: 'mutation($id: ID!) { setAdminRole(userId: $id, role: FINANCE) { id } }',
      vars: async () => ({
        id: (
          await createUser(api.app, {
            email: freshEmail(),
            password: PASSWORD,
            role: 'ADMIN',
            adminRole: 'SUPPORT',
          })
        ).id,
      }),
    },
    'Mutation.blockUser': {
      doc: 'mutation($id: ID!) { blockUser(userId: $id, reason: "Abuse") { id } }',
      vars: async () => ({
        id: (
          await createUser(api.app, { email: freshEmail(), password: PASSWORD, role: 'CUSTOMER' })
        ).id,
      }),
    },
    'Mutation.unblockUser': {
      doc: 'mutation($id: ID!) { unblockUser(userId: $id, reason: "Appeal") { id } }',
      vars: async (_t, world) => {
        const victim = await createUser(api.app, {
          email: freshEmail(),
          password: PASSWORD,
          role: 'CUSTOMER',
        });
        await setUserBlocked(api.app, world.admin, victim.id, true, 'Abuse');
        return { id: victim.id };
      },
    },
    'Mutation.createOrganisation': {
      doc: 'mutation { createOrganisation(input: { name: "Matrix Co" }) { id } }',
    },
    'Mutation.updateOrganisation': {
      doc: 'mutation($id: ID!) { updateOrganisation(id: $id, input: { name: "Matrix Co 2" }) { id } }',
      vars: (_t, world) => ({ id: world.organisationId }),
    },
    'Mutation.deactivateOrganisation': {
      doc: 'mutation($id: ID!) { deactivateOrganisation(id: $id, reason: "Closed") { id } }',
      vars: async (_t, world) => ({
        id: (await saveOrganisation(api.app, world.admin, null, { name: 'Matrix Closing' })).id,
      }),
    },
    'Mutation.reactivateOrganisation': {
      doc: 'mutation($id: ID!) { reactivateOrganisation(id: $id, reason: "Open") { id } }',
      vars: async (_t, world) => {
        const org = await saveOrganisation(api.app, world.admin, null, { name: 'Matrix Reopen' });
        await setOrganisationActive(api.app, world.admin, org.id, false, 'Closed');
        return { id: org.id };
      },
    },
    'Mutation.setStoreOrganisation': {
      doc: 'mutation($storeId: ID!) { setStoreOrganisation(storeId: $storeId, organisationId: null) { id } }',
      vars: storeArg,
    },
    'Mutation.updateSettings': {
      doc: 'mutation { updateSettings(lowStockThreshold: 7) { id } }',
    },
    'Mutation.createProduct': {
      doc: `mutation($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT_FIELDS} } }`,
      vars: async (t) => ({
        input: await productInput(api, await tokenOf(w.admin), t.storeId, 'Matrix Saree'),
      }),
    },
    'Mutation.productUpdate': {
      doc: `mutation($id: ID!) { productUpdate(id: $id, input: { name: "Matrix Renamed" }) { ${PRODUCT_FIELDS} } }`,
      vars: (t) => ({ id: t.product.productId }),
    },
    'Mutation.updateInventory': {
      doc: 'mutation($p: ID!, $c: ID!, $s: ID!) { updateInventory(productId: $p, color: $c, size: $s, price: 599) { id } }',
      vars: (t) => ({ p: t.product.productId, c: t.product.colorId, s: t.product.sizeId }),
    },
    'Mutation.bulkUpdateInventory': {
      doc: 'mutation($storeId: ID!, $e: ID!) { bulkUpdateInventory(storeId: $storeId, changes: [{ entryId: $e, price: 599 }]) { updated { id } } }',
      vars: async (t) => ({ ...storeArg(t), e: await entryOf(t) }),
    },
    'Mutation.applyStockTake': {
      doc: 'mutation($storeId: ID!, $e: ID!) { applyStockTake(storeId: $storeId, input: { name: "Shelf A", lines: [{ entryId: $e, counted: 5, expectedVersion: 1 }] }) { updated { id } } }',
      vars: async (t) => ({ ...storeArg(t), e: await entryOf(t) }),
    },
    'Mutation.setProductPhotos': {
      doc: 'mutation($p: ID!, $images: [String!]!) { setProductPhotos(productId: $p, productImages: $images) { id } }',
      vars: async (t) => {
        const [p] = await api.app.db
          .select({ images: products.images })
          .from(products)
          .where(eq(products.id, t.product.productId));
        return { p: t.product.productId, images: p!.images };
      },
    },
    'Mutation.setColorImages': {
      doc: 'mutation($p: ID!, $c: ID!, $images: [String!]!) { setColorImages(productId: $p, colorId: $c, images: $images) { id } }',
      vars: async (t) => {
        const [p] = await api.app.db
          .select({ images: products.images })
          .from(products)
          .where(eq(products.id, t.product.productId));
        return { p: t.product.productId, c: t.product.colorId, images: p!.images };
      },
    },
    'Mutation.applyCatalogueImport': {
      doc: 'mutation($storeId: ID!, $id: ID!) { applyCatalogueImport(storeId: $storeId, id: $id) { id } }',
      vars: async (t) => ({ ...storeArg(t), id: await importOf(t) }),
    },
    'Mutation.deleteProduct': {
      doc: 'mutation($id: ID!) { deleteProduct(id: $id) }',
      vars: async (t) => ({ id: await t.freshProduct() }),
    },
    'Mutation.pauseStore': {
      doc: 'mutation($storeId: ID!) { pauseStore(storeId: $storeId) { id } }',
      vars: storeArg,
    },
    'Mutation.resumeStore': {
      doc: 'mutation($storeId: ID!) { resumeStore(storeId: $storeId) { id } }',
      vars: storeArg,
    },
    'Mutation.crmOrderStatusUpdate': {
      doc: `mutation($orderId: ID!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!) {
        crmOrderStatusUpdate(orderId: $orderId, status: PROCESSING, storeId: $storeId, productId: $productId, colorId: $colorId, sizeId: $sizeId) { ${ORDER_FIELDS} } }`,
      vars: moveVars,
    },
    'Mutation.placeOrder': {
      doc: `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id } } }`,
      vars: (t) => orderOf(t.product),
    },
    'Mutation.sendShippingEmailCode': {
      doc: 'mutation($e: String!) { sendShippingEmailCode(email: $e) { success } }',
      vars: () => ({ e: freshEmail() }),
    },
    'Mutation.verifyShippingEmail': {
      doc: 'mutation($e: String!, $otp: String!) { verifyShippingEmail(email: $e, otp: $otp) }',
      vars: async (_t, _w, caller) => {
        const e = freshEmail();
        const token = (await tokenFor(caller)) ?? undefined;
        await api.gql(
          `mutation($e: String!) { sendShippingEmailCode(email: $e) { success } }`,
          { e },
          { token },
        );
        const mail = api.mailsTo(e).at(-1);
        return { e, otp: mail?.match(/this e-mail is (\d{6})/)?.[1] ?? '000000' };
      },
    },
    'Mutation.cancelOrder': {
      doc: `mutation($id: ID!) { cancelOrder(orderId: $id) { ${ORDER_FIELDS} } }`,
      vars: async (t) => ({ id: (await t.freshOrder()).id }),
    },
    'Mutation.requestReturn': {
      doc: 'mutation($id: ID!) { requestReturn(orderItemId: $id, reason: DAMAGED) { id } }',
      vars: async (t) => ({ id: (await t.freshOrder('DELIVERED')).items[0]!.id }),
    },
    'Mutation.disputeQc': {
      doc: 'mutation($id: ID!) { disputeQc(orderItemId: $id, note: "Unworn") { id } }',
      vars: async (t) => ({ id: (await t.freshOrder('QC_FAILED')).items[0]!.id }),
    },
    'Query.listingReviews': { doc: '{ listingReviews { totalCount items { id } } }' },
    'Query.listingTrust': {
      doc: 'query($storeId: ID!) { listingTrust(storeId: $storeId) { trusted } }',
      vars: storeArg,
    },
    'Query.storeHealth': {
      doc: 'query($storeId: ID!) { storeHealth(storeId: $storeId) { step } }',
      vars: storeArg,
    },
    'Query.healthItems': {
      doc: 'query($storeId: ID!) { healthItems(storeId: $storeId, metric: RTO, days: 30) { name } }',
      vars: storeArg,
    },
    'Query.storesOverLimits': { doc: '{ storesOverLimits { storeId } }' },
    'Mutation.setHealthExemption': {
      doc: 'mutation($storeId: ID!) { setHealthExemption(storeId: $storeId, until: null, reason: "Matrix") { step } }',
      vars: storeArg,
    },
    'Mutation.reviewStoreHealth': {
      doc: 'mutation($storeId: ID!) { reviewStoreHealth(storeId: $storeId) { step } }',
      vars: storeArg,
    },
    'Mutation.decideListing': {
      doc: 'mutation($id: ID!) { decideListing(reviewId: $id, approve: true) { id } }',
      vars: async (t) => ({ id: await waitingReview(t) }),
    },
    'Mutation.approveListings': {
      doc: 'mutation($id: ID!) { approveListings(reviewIds: [$id]) { id } }',
      vars: async (t) => ({ id: await waitingReview(t) }),
    },
    'Mutation.setListingTrust': {
      doc: 'mutation($storeId: ID!) { setListingTrust(storeId: $storeId, trusted: null) { trusted } }',
      vars: storeArg,
    },
    'Mutation.resubmitListing': {
      doc: 'mutation($p: ID!) { resubmitListing(productId: $p) { id } }',
      vars: async (t, w) => {
        await decideListing(api.app, w.admin, await waitingReview(t), {
          approve: false,
          reasons: ['PHOTO_BLURRED'],
        });
        return { p: t.product.productId };
      },
    },
    'Query.storeClaims': {
      doc: 'query($storeId: ID!) { storeClaims(storeId: $storeId) { totalCount } }',
      vars: storeArg,
    },
    'Query.claimQueue': { doc: '{ claimQueue { totalCount } }' },
    'Mutation.fileClaim': {
      doc: 'mutation($id: ID!) { fileClaim(orderItemId: $id, input: { kind: QC_DISPUTE, note: "Unworn" }) { id } }',
      vars: async (t) => ({ id: (await t.freshOrder('QC_FAILED')).items[0]!.id }),
    },
    'Mutation.decideClaim': {
      doc: 'mutation($id: ID!) { decideClaim(id: $id, decision: REJECT, reason: "No wear seen") { id } }',
      vars: async (t) => ({ id: await t.freshDispute() }),
    },
    'Mutation.decideQcDispute': {
      doc: 'mutation($id: ID!) { decideQcDispute(id: $id, upheld: false, reason: "Photos show wear") { id } }',
      vars: async (t) => ({ id: await t.freshDispute() }),
    },
    'Mutation.markPayoutPaid': {
      doc: 'mutation($id: ID!, $utr: String!) { markPayoutPaid(id: $id, utr: $utr, paidOn: "2026-11-11") { id } }',
      vars: (_t, world, caller) =>
        caller === 'fin'
          ? { id: world.secondPayoutId, utr: 'HDFCR52026111100123457' }
          : { id: world.payoutId, utr: 'HDFCR52026111100123456' },
    },
    'Mutation.setCommissionRate': {
      doc: 'mutation($c: ID!) { setCommissionRate(categoryId: $c, percent: 12, from: "2026-12-01") { bp } }',
      vars: async () => {
        const data = await as<{ productCategories: { id: string }[] }>(
          w.admin,
          '{ productCategories { id } }',
        );
        return { c: data.productCategories[0]!.id };
      },
    },
    'Mutation.addShade': {
      doc: 'mutation($storeId: ID!, $name: String!, $base: ID!) { addShade(storeId: $storeId, name: $name, baseColorId: $base) { id } }',
      vars: async (t, _w, caller) => ({
        ...storeArg(t),
        name: `Matrix shade ${caller}`,
        base: (await as<{ colors: { id: string }[] }>(w.admin, '{ colors { id } }')).colors[0]!.id,
      }),
    },
    'Mutation.addColor': {
      doc: 'mutation($name: String!) { addColor(name: $name, hexCode: "#E3A857") { id } }',
      vars: (_t, _w, caller) => ({ name: `Matrix colour ${caller}` }),
    },
    'Mutation.addSizeSystem': {
      doc: 'mutation($code: String!) { addSizeSystem(code: $code, name: "Matrix") { id } }',
      vars: (_t, _w, caller) => ({ code: `MATRIX_${caller.toUpperCase()}` }),
    },
    'Mutation.addSize': {
      doc: 'mutation($s: ID!, $name: String!) { addSize(systemId: $s, name: $name) { id } }',
      vars: async (_t, _w, caller) => ({
        s: (await as<{ sizeSystems: { id: string }[] }>(w.admin, '{ sizeSystems { id } }'))
          .sizeSystems[0]!.id,
        name: `Matrix ${caller}`,
      }),
    },
    'Mutation.setSizeSystems': {
      doc: 'mutation($c: ID!, $s: [ID!]!) { setSizeSystems(categoryId: $c, systemIds: $s) { id } }',
      vars: async () => {
        const data = await as<{
          productCategories: { id: string; sizeSystemIds: string[] }[];
        }>(w.admin, '{ productCategories { id sizeSystemIds } }');
        const category = data.productCategories.at(-1)!;
        return { c: category.id, s: category.sizeSystemIds };
      },
    },
    'Mutation.setCatalogueName': {
      doc: 'mutation($id: ID!, $name: String!) { setCatalogueName(kind: COLOR, id: $id, locale: "hi", name: $name) { locale name } }',
      vars: async () => ({
        id: (await as<{ colors: { id: string }[] }>(w.admin, '{ colors { id } }')).colors.at(-1)!
          .id,
        name: 'मैट्रिक्स',
      }),
    },
    'Mutation.runPayouts': { doc: 'mutation { runPayouts }' },
    'Mutation.runPayoutBatch': { doc: 'mutation { runPayoutBatch { made failedStoreNames } }' },
    'Mutation.updateDispatchSettings': {
      doc: 'mutation($storeId: ID!) { updateDispatchSettings(storeId: $storeId, handlingDays: 2, returnWindowDays: 7) { id } }',
      vars: storeArg,
    },
    'Mutation.raiseComplaint': {
      doc: 'mutation($id: ID!) { raiseComplaint(orderId: $id, issue: "Late", description: "Not here yet") { id } }',
      vars: (t) => ({ id: t.order.id }),
    },
    'Mutation.resolveComplaint': {
      doc: 'mutation($id: ID!) { resolveComplaint(complaintId: $id, note: "Refunded") { id } }',
      vars: async (t) => ({ id: await t.freshComplaint() }),
    },
    'Mutation.dismissComplaint': {
      doc: 'mutation($id: ID!) { dismissComplaint(complaintId: $id, note: "Delivered on time") { id } }',
      vars: async (t) => ({ id: await t.freshComplaint() }),
    },
    'Query.storeActivity': storeQuery('storeActivity', 'items { id actorName summary }'),
    'Mutation.setStoreNotice': {
      doc: 'mutation($storeId: ID!) { setStoreNotice(storeId: $storeId, topic: ORDERS, inConsole: true, byMail: true) { topic byMail } }',
      vars: storeArg,
    },
    'Query.storeLocations': storeQuery('storeLocations', 'id name isPrimary gstin'),
    'Mutation.addStoreLocation': {
      doc: 'mutation($storeId: ID!, $input: LocationInput!) { addStoreLocation(storeId: $storeId, input: $input) { id } }',
      vars: async (t) => ({ storeId: t.storeId, input: await locationInput(t.storeId) }),
    },
    'Mutation.updateStoreLocation': {
      doc: 'mutation($storeId: ID!, $id: ID!) { updateStoreLocation(storeId: $storeId, locationId: $id, input: { hours: "10-7" }) { id hours } }',
      vars: async (t) => ({ storeId: t.storeId, id: await primaryOf(t.storeId) }),
    },
    'Mutation.archiveStoreLocation': {
      doc: 'mutation($storeId: ID!, $id: ID!) { archiveStoreLocation(storeId: $storeId, locationId: $id) { archived } }',
      vars: async (t) => ({ storeId: t.storeId, id: await spareLocation(t) }),
    },
    'Mutation.moveItemLocation': {
      doc: 'mutation($id: ID!, $to: ID!) { moveItemLocation(orderItemId: $id, locationId: $to) { id } }',
      vars: async (t) => {
        const item = (await t.freshOrder()).items[0]!;
        return { id: item.id, to: await primaryOf(t.storeId) };
      },
    },
    'Query.stockTransfers': storeQuery('stockTransfers', 'id documentNumber'),
    'Query.storeLocationStock': {
      doc: 'query($storeId: ID!, $location: ID!) { storeLocationStock(storeId: $storeId, location: $location) { entryId } }',
      vars: async (t) => ({ ...storeArg(t), location: await primaryOf(t.storeId) }),
    },
    'Query.stockTransfer': {
      doc: 'query($id: ID!) { stockTransfer(transferId: $id) { id documentKind } }',
      vars: async (t) => ({ id: (await freshTransfer(t)).transferId }),
    },
    'Mutation.sendStockTransfer': {
      doc: 'mutation($storeId: ID!, $input: StockTransferInput!) { sendStockTransfer(storeId: $storeId, input: $input) { id } }',
      vars: async (t) => {
        const { from, to, entryId } = await transferPlaces(t);
        return {
          storeId: t.storeId,
          input: { from, to, lines: [{ referenceId: entryId, quantity: 1 }] },
        };
      },
    },
    'Mutation.receiveStockTransfer': {
      doc: 'mutation($id: ID!) { receiveStockTransfer(transferId: $id) { status } }',
      vars: async (t) => ({ id: (await freshTransfer(t)).transferId }),
    },
    'Query.storeTeam': storeQuery('storeTeam', 'members { userId role } invitations { id }'),
    'Query.invitation': {
      doc: 'query($t: String!) { invitation(token: $t) { storeName role expired } }',
      vars: async (t) => ({ t: (await invitationTo(t.storeId)).token }),
    },
    'Mutation.inviteMember': {
      doc: 'mutation($storeId: ID!, $email: String!) { inviteMember(storeId: $storeId, email: $email, role: PACKER) { id } }',
      vars: (t) => ({ storeId: t.storeId, email: freshEmail() }),
    },
    'Mutation.resendInvitation': {
      doc: 'mutation($storeId: ID!, $id: ID!) { resendInvitation(storeId: $storeId, invitationId: $id) { id } }',
      vars: async (t) => ({ storeId: t.storeId, id: (await invitationTo(t.storeId)).id }),
    },
    'Mutation.revokeInvitation': {
      doc: 'mutation($storeId: ID!, $id: ID!) { revokeInvitation(storeId: $storeId, invitationId: $id) }',
      vars: async (t) => ({ storeId: t.storeId, id: (await invitationTo(t.storeId)).id }),
    },
    'Mutation.acceptInvitation': {
      doc: 'mutation($t: String!) { acceptInvitation(token: $t) { id } }',
      vars: async (_, world, caller) => ({
        t: (await invitationTo(inviting, world.user[caller]?.email ?? freshEmail())).token,
      }),
    },
    'Mutation.changeMemberRole': {
      doc: 'mutation($storeId: ID!, $userId: ID!) { changeMemberRole(storeId: $storeId, userId: $userId, role: CATALOGUER) { role } }',
      vars: async (t) => ({ storeId: t.storeId, userId: await freshMember(t.storeId) }),
    },
    'Mutation.setMemberLocation': {
      doc: 'mutation($storeId: ID!, $userId: ID!) { setMemberLocation(storeId: $storeId, userId: $userId, locationId: null) { userId } }',
      vars: async (t) => ({ storeId: t.storeId, userId: await freshMember(t.storeId) }),
    },
    'Mutation.removeMember': {
      doc: 'mutation($storeId: ID!, $userId: ID!) { removeMember(storeId: $storeId, userId: $userId) }',
      vars: async (t) => ({ storeId: t.storeId, userId: await freshMember(t.storeId) }),
    },
    'Mutation.transferOwnership': {
      doc: 'mutation($storeId: ID!, $userId: ID!) { transferOwnership(storeId: $storeId, userId: $userId) { id } }',
      vars: async (t) => {
        const storeId = await t.freshStore('APPROVED');
        return { storeId, userId: await freshMember(storeId) };
      },
    },
  };

  it('has a row and a call for every Query and Mutation field, and none for a field gone', () => {
    const fields = ['Query', 'Mutation'].flatMap((type) => {
      const t = SCHEMA.getType(type);
      return isObjectType(t) ? Object.keys(t.getFields()).map((f) => `${type}.${f}`) : [];
    });
    expect(Object.keys(MATRIX).sort()).toEqual([...fields].sort());
    expect(Object.keys(CASES).sort()).toEqual([...fields].sort());
  });

  const tokenFor = async (caller: Caller) => {
    const user = w.user[caller];
    return caller === 'stale' ? w.staleToken : user ? await tokenOf(user) : null;
  };

  it.each(Object.keys(UPLOAD_MATRIX).filter((k) => k !== '/uploads'))(
    'POST /cdnfile to %s answers each caller as the matrix says, storing only what it accepts',
    async (folder) => {
      const actual: Record<string, string> = {};
      for (const caller of CALLERS) {
        await api.app.db.delete(rateLimits);
        const before = stored().length;
        const res = await postImage(
          http.base,
          await tokenFor(caller),
          new Blob([await png()]),
          'photo.png',
          folder,
          w.target[caller].storeId,
        );
        actual[caller] = statusOutcome(res.status);
        expect(stored().length - before).toBe(res.status === 200 ? 2 : 0);
      }
      expect(actual).toEqual(uploadRowOf(folder));
    },
  );

  it('GET /uploads serves a stored image to each caller as the matrix says, inert', async () => {
    const res = await postImage(
      http.base,
      await tokenOf(w.admin),
      new Blob([await png()]),
      'photo.png',
      'storeImages',
    );
    const { data } = (await res.json()) as { data: { url: string } };
    const actual: Record<string, string> = {};
    for (const caller of CALLERS) {
      const token = await tokenFor(caller);
      const image = await fetch(new URL(data.url, http.base), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      actual[caller] = statusOutcome(image.status);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
    expect(actual).toEqual(uploadRowOf('/uploads'));
  });

  it.each(Object.keys(MATRIX))(
    '%s answers each caller as the matrix says',
    async (field) => {
      const expected = rowOf(field);
      const call = CASES[field]!;
      const actual: Record<string, string> = {};
      // Refusals first, so that an allowed call using up a shared object cannot hide one.
      const order = [...CALLERS].sort(
        (a, b) => Number(expected[a] === 'ok') - Number(expected[b] === 'ok'),
      );
      for (const caller of order) {
        const target = w.target[caller];
        const vars = call.vars ? await call.vars(target, w, caller) : {};
        const token = (await tokenFor(caller)) ?? undefined;
        await api.app.db.delete(rateLimits);
        ip += 1;
        const result = await api.gql(call.doc, vars, {
          token,
          ip: `198.51.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`,
          headers: { origin: ORIGIN },
        });
        actual[caller] = outcomeOf(result);
        if (actual[caller] !== expected[caller] && actual[caller].startsWith('error')) {
          actual[caller] += ` ${result.errors?.[0]?.message}`;
        }
      }
      expect(actual).toEqual(expected);
      // A call that makes a fresh object for each of the sixteen callers (a QC dispute) takes long.
    },
    120_000,
  );
});

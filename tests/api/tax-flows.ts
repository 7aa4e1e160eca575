/**
 * Sellers registered in a given state, products in a category at a price, and checkouts with
 * packaging, through the real services: the tax documents' and the money tests' common ground.
 */
import { placeCheckout } from '../../server/services/checkout.ts';
import { setOrderItemStatus } from '../../server/services/item-moves.ts';
import { approveStore, createStore } from '../../server/services/stores.ts';
import { rateLimits, type StoreRow, type UserRow } from '../../server/db/schema.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { freshKyc, PATH_TO, pinIn, QC_RECORD, SHIPMENT, STORE_INPUT } from '../fixtures.ts';
import {
  CATALOGUE_LOOKUPS,
  storedImage,
  userWithToken,
  type Lookups,
  approveListing,
} from './flows.ts';
import type { TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id hsnCode entries { productColorId productSizeId } } }`;

export function taxFlows(api: TestApi, admin: UserRow, customer: { user: UserRow }) {
  /** An owner with an approved store whose GSTIN is registered in `state`. */
  async function seller(email: string, state = '29', kyc = freshKyc(state)) {
    const owner = await userWithToken(api, email, 'STORE_OWNER');
    const store = await addStore(owner.user, kyc, `${email} store`);
    return { ...owner, store, kyc };
  }

  async function addStore(owner: UserRow, kyc: ReturnType<typeof freshKyc>, name: string) {
    const state = kyc.gstin.slice(0, 2);
    const created = await createStore(api.app, owner, {
      ...STORE_INPUT,
      ...kyc,
      name,
      stateCode: state,
      pinCode: pinIn(state),
    });
    return approveStore(api.app, admin, created.id, 'KYC checked');
  }

  /** A product in a category and sub-category (by name), one entry, at `price` rupees. */
  async function product(
    owner: { token: string; store: StoreRow },
    where: { category: string; sub: string; gender?: 'FE' | 'MA' },
    price: number,
    stock = 20,
  ) {
    const gender = where.gender ?? 'FE';
    const { data } = await api.gql<Lookups>(
      CATALOGUE_LOOKUPS.replace('gender: FE', `gender: ${gender}`),
      {},
      { token: owner.token },
    );
    const category = data!.productCategories.find((c) => c.name === where.category)!;
    const r = await api.gql<{
      createProduct: {
        id: string;
        hsnCode: string;
        entries: { productColorId: string; productSizeId: string }[];
      };
    }>(
      CREATE,
      {
        input: {
          storeId: owner.store.id,
          name: `${where.sub} at ${price}`,
          description: 'Made by hand.',
          gender,
          categoryId: category.id,
          subCategory: where.sub,
          price,
          stock,
          colors: [data!.colors[0]!.id],
          sizes: [data!.productSizes[0]!.id],
          productImages: [await storedImage(api, 'productImages', owner.store.id)],
          customShippingPolicy: 'Ships in 2 days.',
          customReturnPolicy: 'Returns within 7 days.',
        },
      },
      { token: owner.token },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const p = r.data.createProduct;
    await approveListing(api, p.id);
    return {
      id: p.id,
      hsn: p.hsnCode,
      colorId: p.entries[0]!.productColorId,
      sizeId: p.entries[0]!.productSizeId,
    };
  }

  async function order(
    lines: { id: string; colorId: string; sizeId: string; quantity?: number }[],
    state: string,
    packagingPaise = 0,
  ) {
    await api.app.db.delete(rateLimits);
    const { orders } = await placeCheckout(api.app, customer.user, {
      items: lines.map((l) => ({
        productId: l.id,
        colorId: l.colorId,
        sizeId: l.sizeId,
        quantity: l.quantity ?? 1,
      })),
      paymentMethod: 'UPI',
      shipping: {
        name: 'Meera Iyer',
        address: '4 Residency Road',
        stateCode: state,
        pinCode: pinIn(state),
      },
      packagingPaise,
    });
    return orders[0]!;
  }

  const ship = async (owner: UserRow, itemId: string) => {
    await setOrderItemStatus(api.app, owner, itemId, 'PROCESSING');
    return setOrderItemStatus(api.app, owner, itemId, 'SHIPPED', { shipment: SHIPMENT });
  };

  /**
   * Walks an item along the seed's path to `to` (from `from`, else from the start): the seller's
   * moves, and the customer's return request.
   */
  async function walk(owner: UserRow, itemId: string, to: OrderStatus, from?: OrderStatus) {
    for (const status of PATH_TO[to].slice(from ? PATH_TO[from].length : 0)) {
      const actor = status === 'RETURN_REQUESTED' ? customer.user : owner;
      await setOrderItemStatus(api.app, actor, itemId, status, {
        shipment: status === 'SHIPPED' ? SHIPMENT : undefined,
        qc: status.startsWith('QC_') ? QC_RECORD : undefined,
        returnRequest: status === 'RETURN_REQUESTED' ? { reason: 'DAMAGED' } : undefined,
      });
    }
  }

  return { seller, addStore, product, order, ship, walk };
}

/**
 * A shop's mixed workload against running servers, over HTTP on 127.0.0.1: customers order one
 * piece, the seller moves orders on or cancels them and changes the price, the orders list is
 * read, and now and then someone signs in. Used by the two-instance test and the soak script.
 */
import { m } from '../../domain/messages.ts';

export interface Answer {
  status: number;
  data: Record<string, unknown> | null;
  errors?: { message: string; extensions: { code: string } }[];
}

/** A POST /graphql to `base`; a network failure answers status 0 with its reason. */
export async function graphql(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    try {
      return { status: res.status, ...(JSON.parse(text) as Omit<Answer, 'status'>) };
    } catch {
      return { status: res.status, data: null, errors: [httpError(res.status, text)] };
    }
  } catch (error) {
    return { status: 0, data: null, errors: [httpError(0, String(error))] };
  }
}

const httpError = (status: number, message: string) => ({
  message: message.slice(0, 200),
  extensions: { code: status === 0 ? 'NETWORK' : `HTTP ${status}` },
});

/** What a busy shop answers now and then: sold out, already moved, a limit reached. */
const EXPECTED_CONFLICTS = new Set([
  'INSUFFICIENT_STOCK',
  'INVALID_TRANSITION',
  'CONFLICT',
  'RATE_LIMITED',
]);
/** A customer holding the most one may of an item is told so: a shopper's conflict too. */
const HOLDS_MOST = m.orderHeldTooMuch({ held: '\0', max: '\0' }).split('\0')[0] ?? '';

export interface Shop {
  storeId: string;
  line: { product: string; color: string; size: string };
  sellerToken: string;
  customerTokens: string[];
  /** An account (with PASSWORD) whose sign-ins are part of the mix. */
  signInEmail: string;
  password: string;
}

export const PLACE_ORDER = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id items { id } } } }`;

export const orderVariables = (line: Shop['line']) => ({
  input: {
    items: [{ ...line, quantity: 1 }],
    shipping: { name: 'Kavya', address: '9 Church St', stateCode: '29', pinCode: '560001' },
    paymentMethod: 'UPI',
  },
});

/** The catalogue lookups a product form needs, as CATALOGUE_LOOKUPS answers them. */
export interface ProductLookups {
  productCategories: { id: string; subCategory: string[] }[];
  colors: { id: string }[];
  productSizes: { id: string }[];
}

/** createProduct's variables: one colour × one size of the first category, with one image. */
export const productVariables = (
  storeId: string,
  lookups: ProductLookups,
  image: string,
  name: string,
  stock: number,
) => ({
  input: {
    storeId,
    name,
    description: 'Block printed.',
    gender: 'FE',
    categoryId: lookups.productCategories[0]!.id,
    subCategory: lookups.productCategories[0]!.subCategory[0] ?? null,
    price: 799,
    stock,
    colors: [lookups.colors[0]!.id],
    sizes: [lookups.productSizes[0]!.id],
    tags: [],
    productImages: [image],
    customShippingPolicy: 'Ships in 2 days.',
    customReturnPolicy: 'Returns within 7 days.',
  },
});

export interface MixResult {
  /** "operation code" → how many. */
  outcomes: Record<string, number>;
  /** Answers that are neither a success nor an expected conflict. */
  unexpected: string[];
  requests: number;
}

/**
 * Runs `workers` loops until `until` (epoch ms), each request to the next of `bases` in turn.
 */
export async function runMix(
  bases: string[],
  shop: Shop,
  until: number,
  workers = 6,
): Promise<MixResult> {
  const outcomes: Record<string, number> = {};
  const unexpected: string[] = [];
  const orders: string[] = [];
  let requests = 0;
  const count = (op: string, r: Answer) => {
    requests += 1;
    const code = r.errors?.[0]?.extensions.code ?? (r.status >= 500 ? `HTTP ${r.status}` : 'ok');
    outcomes[`${op} ${code}`] = (outcomes[`${op} ${code}`] ?? 0) + 1;
    const holdsMost = r.errors?.[0]?.message.startsWith(HOLDS_MOST) ?? false;
    if (code !== 'ok' && !EXPECTED_CONFLICTS.has(code) && !holdsMost)
      unexpected.push(`${op}: ${code} ${r.errors?.[0]?.message ?? ''}`);
  };
  const { line, storeId } = shop;
  const ops: ((base: string) => Promise<void>)[] = [
    async (base) => {
      const token = shop.customerTokens[Math.floor(Math.random() * shop.customerTokens.length)];
      const r = await graphql(base, PLACE_ORDER, orderVariables(line), token);
      count('placeOrder', r);
      const placed = (r.data?.placeOrder as { orders: { id: string }[] } | undefined)?.orders;
      if (placed) orders.push(placed[0]!.id);
    },
    async (base) => {
      const order = orders[Math.floor(Math.random() * orders.length)];
      if (!order) return;
      const status = Math.random() < 0.5 ? 'PROCESSING' : 'CANCELLED';
      count(
        'crmOrderStatusUpdate',
        await graphql(
          base,
          `
            mutation ($o: ID!, $s: OrderStatus!, $st: ID!, $p: ID!, $c: ID!, $z: ID!) {
              crmOrderStatusUpdate(
                orderId: $o
                status: $s
                storeId: $st
                productId: $p
                colorId: $c
                sizeId: $z
              ) {
                id
              }
            }
          `,
          { o: order, s: status, st: storeId, p: line.product, c: line.color, z: line.size },
          shop.sellerToken,
        ),
      );
    },
    async (base) =>
      count(
        'updateInventory',
        await graphql(
          base,
          `
            mutation ($p: ID!, $c: ID!, $z: ID!, $price: Float!) {
              updateInventory(productId: $p, color: $c, size: $z, price: $price) {
                id
              }
            }
          `,
          {
            p: line.product,
            c: line.color,
            z: line.size,
            price: 500 + Math.floor(Math.random() * 500),
          },
          shop.sellerToken,
        ),
      ),
    async (base) =>
      count(
        'storeOrdersTC',
        await graphql(
          base,
          `
            query ($st: ID!) {
              storeOrdersTC(storeId: $st, limit: 20) {
                totalCount
                items {
                  id
                  status
                }
              }
            }
          `,
          { st: storeId },
          shop.sellerToken,
        ),
      ),
    async (base) => {
      if (Math.random() < 0.9) return;
      count(
        'login',
        await graphql(
          base,
          `
            mutation ($e: String!, $p: String!) {
              login(email: $e, password: $p) {
                token
              }
            }
          `,
          {
            e: shop.signInEmail,
            p: shop.password,
          },
        ),
      );
    },
  ];
  const worker = async (n: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const base = bases[(n + i) % bases.length]!;
      await ops[Math.floor(Math.random() * ops.length)]!(base);
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, n) => worker(n)));
  return { outcomes, unexpected, requests };
}

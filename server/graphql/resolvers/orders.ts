import { itemMovePermission } from '../../../domain/permissions.ts';
import { locationFilter } from '../../services/locations.ts';
import { checkAccess, storeAccess } from '../../services/ownership.ts';
import { customerPays } from '../../../domain/order-tax.ts';
import { stateTaxName, unitOf } from '../../../domain/gst-rates.ts';
import { shownAddress } from '../../uploads/issued.ts';
import type { Resolvers } from '../resolvers-types.gen.ts';
import { pageArgs } from '../page-args.ts';
import { paiseToRupees } from '../../../domain/money.ts';
import { REVENUE_STATUSES } from '../../../domain/order-history.ts';
import { isBreached, returnWindowEnds, type ReturnReason } from '../../../domain/dispatch.ts';
import type { ClaimRow } from '../../db/schema.ts';
import * as claims from '../../services/claims.ts';
import type { GraphQLContext } from '../../context.ts';
import * as complaintsService from '../../services/complaints.ts';
import * as dispatch from '../../services/dispatch.ts';
import { cancelOrder } from '../../services/cancellation.ts';
import { placeCheckout } from '../../services/checkout.ts';
import { itemOf, setOrderItemStatus } from '../../services/item-moves.ts';
import * as reads from '../../services/order-reads.ts';
import { owned, viewerOf } from '../authorization.ts';
import { indianDate } from '../../../domain/dates.ts';
import { epochMs } from '../time.ts';
import type { ClaimStatus } from '../../../domain/claims.ts';
import type { QcDisputeStatus } from '../../../domain/enums.ts';

const rupees = paiseToRupees;

/** A QC dispute is a claim of kind QC_DISPUTE (decision 054): its statuses in the seed's words. */
const CLAIM_AS_DISPUTE: Record<ClaimStatus, QcDisputeStatus> = {
  OPEN: 'OPEN',
  ACCEPTED: 'OVERTURNED',
  PARTLY_ACCEPTED: 'OVERTURNED',
  REJECTED: 'UPHELD',
};
const DISPUTE_AS_CLAIM: Record<QcDisputeStatus, ClaimStatus[]> = {
  OPEN: ['OPEN'],
  OVERTURNED: ['ACCEPTED', 'PARTLY_ACCEPTED'],
  UPHELD: ['REJECTED'],
};

const missing = (what: string): never => {
  throw new Error(`${what} is missing`);
};

const itemOfDispute = async (d: ClaimRow, ctx: GraphQLContext) =>
  (await ctx.loaders.orderItemsById.load(d.orderItemId)) ?? missing('order item');

export const orderResolvers: Resolvers = {
  Query: {
    async storeOrdersTC(_, args, ctx) {
      const store = owned(ctx, 'STORE', args.storeId);
      return reads.listStoreOrders(ctx.app, store, {
        ...pageArgs(args),
        status: args.status,
        search: args.search,
        queue: args.queue,
        location: locationFilter(args.location),
      });
    },
    dispatchCounts: (_, { storeId, location }, ctx) =>
      dispatch.dispatchCounts(ctx.app, owned(ctx, 'STORE', storeId), locationFilter(location)),
    async pickupManifest(_, { storeId, day, limit, after, location }, ctx) {
      const store = owned(ctx, 'STORE', storeId);
      const rows = await dispatch.shipmentsOn(
        ctx.app,
        store,
        day,
        limit ?? undefined,
        after,
        locationFilter(location),
      );
      return rows.map(({ item, order }) => ({
        cursor: dispatch.manifestCursor(item),
        courier: item.courier ?? '',
        awb: item.awb ?? '',
        orderId: order.id,
        orderItemId: item.id,
        locationId: item.locationId,
        productName: item.productName,
        quantity: item.quantity,
        customerName: order.shippingName,
        pinCode: order.shippingPinCode,
        shippedAt: epochMs(item.shippedAt!),
      }));
    },
    qcDisputes: (_, { status }, ctx) =>
      claims.listQcDisputes(ctx.app, status ? DISPUTE_AS_CLAIM[status] : null),
    orderDetails: (_, { orderId }, ctx) => owned(ctx, 'ORDER', orderId).order,
    async orderInvoice(_, { orderId }, ctx) {
      const { order, store } = owned(ctx, 'ORDER', orderId);
      const inv = await reads.orderInvoice(ctx.app, order, store);
      if (!inv) return null;
      const half = (rate: number) => (inv.interState ? 0 : rate / 2);
      return {
        number: inv.number,
        date: epochMs(inv.date),
        seller: inv.seller,
        buyer: { ...inv.buyer, gstin: null },
        interState: inv.interState,
        // Across states only IGST is charged: no UTGST is named on such an invoice (decision 026).
        stateTaxName: inv.interState ? 'SGST' : stateTaxName(inv.buyer.stateCode),
        reverseCharge: false,
        lines: inv.lines.map((l) => ({
          description: l.description,
          sku: l.sku,
          hsn: l.hsn,
          quantity: l.quantity,
          unit: unitOf(l.hsn),
          cgstRate: half(l.taxRatePercent),
          sgstRate: half(l.taxRatePercent),
          igstRate: inv.interState ? l.taxRatePercent : 0,
          unitPrice: rupees(l.pricePaise),
          discount: rupees(l.discountPaise),
          unitPricePaise: l.pricePaise,
          discountPaise: l.discountPaise,
          taxableValue: rupees(l.taxablePaise),
          taxRate: l.taxRatePercent,
          cgst: rupees(l.cgstPaise),
          sgst: rupees(l.sgstPaise),
          igst: rupees(l.igstPaise),
          total: rupees(l.amountPaise),
          taxableValuePaise: l.taxablePaise,
          cgstPaise: l.cgstPaise,
          sgstPaise: l.sgstPaise,
          igstPaise: l.igstPaise,
          totalPaise: l.amountPaise,
        })),
        taxableValue: rupees(inv.taxablePaise),
        cgst: rupees(inv.cgstPaise),
        sgst: rupees(inv.sgstPaise),
        igst: rupees(inv.igstPaise),
        packaging: rupees(inv.packaging.amountPaise),
        packagingTaxableValue: rupees(inv.packaging.taxablePaise),
        packagingTaxableValuePaise: inv.packaging.taxablePaise,
        packagingTaxRate: inv.packaging.ratePercent,
        total: rupees(inv.amountPaise),
        totalInWords: inv.totalInWords,
        taxableValuePaise: inv.taxablePaise,
        cgstPaise: inv.cgstPaise,
        sgstPaise: inv.sgstPaise,
        igstPaise: inv.igstPaise,
        packagingPaise: inv.packaging.amountPaise,
        totalPaise: inv.amountPaise,
        creditNotes: inv.creditNotes,
      };
    },
    async storeRevenue(_, { storeId }, ctx) {
      const r = await reads.storeRevenue(ctx.app, owned(ctx, 'STORE', storeId));
      return {
        totalRevenue: rupees(r.revenuePaise),
        totalRevenuePaise: r.revenuePaise,
        totalSales: r.pieces,
      };
    },
    async storeInsights(_, { storeId }, ctx) {
      const r = await reads.storeInsights(ctx.app, owned(ctx, 'STORE', storeId));
      return {
        todayOrders: r.todayOrders,
        days: r.days.map((d) => ({
          day: d.day,
          orders: d.orders,
          revenue: rupees(d.revenuePaise),
          revenuePaise: d.revenuePaise,
        })),
        countedStatuses: [...REVENUE_STATUSES],
      };
    },
    storeOrderHistory: (_, args, ctx) =>
      reads.listOrderHistory(ctx.app, owned(ctx, 'STORE', args.storeId), pageArgs(args)),
    storeComplaints: (_, args, ctx) =>
      complaintsService.listComplaints(ctx.app, owned(ctx, 'STORE', args.storeId), {
        ...pageArgs(args),
        status: args.status,
      }),
    myOrders: (_, args, ctx) => reads.listCustomerOrders(ctx.app, viewerOf(ctx), pageArgs(args)),
  },
  Mutation: {
    async crmOrderStatusUpdate(_, args, ctx) {
      const { order, store } = owned(ctx, 'ORDER', args.orderId);
      await checkAccess(ctx.app, viewerOf(ctx), store, itemMovePermission(args.status));
      const item = await itemOf(ctx.app, order, args);
      if (args.qc) await dispatch.assertQcPhotos(ctx.app, order.storeId, args.qc);
      const change = await setOrderItemStatus(ctx.app, viewerOf(ctx), item.id, args.status, {
        shipment: args.shipment ?? undefined,
        qc: args.qc ?? undefined,
        madeAt: args.madeAt ? new Date(Number(args.madeAt)) : undefined,
      });
      return change.order;
    },
    async requestReturn(_, args, ctx) {
      const { item } = owned(ctx, 'ORDER_ITEM', args.orderItemId);
      const change = await setOrderItemStatus(ctx.app, viewerOf(ctx), item.id, 'RETURN_REQUESTED', {
        returnRequest: {
          reason: args.reason,
          note: args.note ?? undefined,
          quantity: args.quantity ?? undefined,
        },
      });
      return change.item;
    },
    disputeQc: (_, args, ctx) => {
      const { item, store } = owned(ctx, 'ORDER_ITEM', args.orderItemId);
      return claims.disputeQc(ctx.app, viewerOf(ctx), store, item, { note: args.note });
    },
    decideQcDispute: (_, args, ctx) =>
      claims.decideQcDispute(ctx.app, viewerOf(ctx), args.id, {
        upheld: args.upheld,
        reason: args.reason,
        restock: args.restock,
      }),
    updateDispatchSettings: (_, args, ctx) =>
      dispatch.updateDispatchSettings(ctx.app, owned(ctx, 'STORE', args.storeId), {
        handlingDays: args.handlingDays,
        returnWindowDays: args.returnWindowDays,
      }),
    async placeOrder(_, { input }, ctx) {
      const placed = await placeCheckout(ctx.app, viewerOf(ctx), {
        items: input.items.map((i) => ({
          productId: i.product,
          colorId: i.color,
          sizeId: i.size,
          quantity: i.quantity,
        })),
        paymentMethod: input.paymentMethod,
        shipping: {
          name: input.shipping.name,
          email: input.shipping.email ?? undefined,
          phone: input.shipping.phone ?? undefined,
          address: input.shipping.address,
          stateCode: input.shipping.stateCode,
          pinCode: input.shipping.pinCode,
        },
        deliveryType: input.deliveryType ?? undefined,
        deliveryInstructions: input.deliveryInstructions ?? undefined,
        discountCode: input.discountCode ?? undefined,
      });
      for (const o of placed.orders) ctx.loaders.itemsByOrder.prime(o.order.id, o.items);
      return { checkoutId: placed.checkoutId, orders: placed.orders.map((o) => o.order) };
    },
    cancelOrder: (_, { orderId }, ctx) =>
      cancelOrder(ctx.app, viewerOf(ctx), owned(ctx, 'ORDER', orderId).order),
    raiseComplaint: (_, args, ctx) =>
      complaintsService.raiseComplaint(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'ORDER', args.orderId).order,
        args,
      ),
    resolveComplaint: (_, { complaintId, note }, ctx) =>
      complaintsService.closeComplaint(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'COMPLAINT', complaintId).complaint,
        'RESOLVED',
        note,
      ),
    dismissComplaint: (_, { complaintId, note }, ctx) =>
      complaintsService.closeComplaint(
        ctx.app,
        viewerOf(ctx),
        owned(ctx, 'COMPLAINT', complaintId).complaint,
        'DISMISSED',
        note,
      ),
  },
  Order: {
    createdAt: (o) => epochMs(o.createdAt),
    totalAmount: (o) => rupees(o.totalPaise),
    totalAmountPaise: (o) => o.totalPaise,
    packagingPaise: (o) => o.packagingPaise,
    packagingTaxPaise: (o) => o.packagingCgstPaise + o.packagingSgstPaise + o.packagingIgstPaise,
    invoicedAt: (o) => (o.invoicedAt ? epochMs(o.invoicedAt) : null),
    creditNotes: (o, _, ctx) => reads.orderCreditNotes(ctx.app, o),
    settlement: async (o, _, ctx) =>
      customerPays(
        { totalPaise: o.totalPaise, packagingPaise: o.packagingPaise, invoiced: !!o.invoiceNumber },
        await ctx.loaders.itemsByOrder.load(o.id),
      ),
    paymentInfo: (o) => o.paymentMethod,
    shippingInfo: async (o, _, ctx) => ({
      name: o.shippingName,
      // A label needs the name, phone and address; the e-mail is for a role that contacts
      // customers (a packer does not), and for the customer themself.
      email: (await mayContact(ctx, o)) ? o.shippingEmail : null,
      phone: o.shippingPhone,
      address: o.shippingAddress,
      stateCode: o.shippingStateCode,
      pinCode: o.shippingPinCode,
    }),
    async sender(o, _, ctx) {
      const store = (await ctx.loaders.storesById.load(o.storeId)) ?? missing('store');
      return {
        name: store.name,
        address: store.address,
        phone: store.phone,
        stateCode: store.stateCode,
        pinCode: store.pinCode,
      };
    },
    userId: (o) => o.customerId,
    packaging: (o) => rupees(o.packagingPaise),
    items: (o, _, ctx) => ctx.loaders.itemsByOrder.load(o.id),
  },
  OrderItem: {
    price: (i) => rupees(i.pricePaise),
    total: (i) => rupees(i.pricePaise * i.quantity),
    totalPaise: (i) => i.pricePaise * i.quantity,
    taxRate: (i) => i.taxRatePercent,
    unit: (i) => unitOf(i.hsnCode),
    referenceId: (i) => i.inventoryEntryId,
    color: async (i, _, ctx) => (await ctx.loaders.colorsById.load(i.colorId)) ?? missing('colour'),
    size: async (i, _, ctx) => (await ctx.loaders.sizesById.load(i.sizeId)) ?? missing('size'),
    product: async (i, _, ctx) =>
      (await ctx.loaders.productsById.load(i.productId)) ?? missing('product'),
    breached: (i, _, ctx) =>
      isBreached(i.itemStatus, i.dispatchBy, indianDate(ctx.app.clock.now())),
    shippedAt: (i) => (i.shippedAt ? epochMs(i.shippedAt) : null),
    deliveredAt: (i) => (i.deliveredAt ? epochMs(i.deliveredAt) : null),
    async returnWindowEndsOn(i, _, ctx) {
      if (!i.deliveredAt) return null;
      if (i.returnWindowEndsOn) return i.returnWindowEndsOn;
      const order = (await ctx.loaders.ordersById.load(i.orderId)) ?? missing('order');
      const store = (await ctx.loaders.storesById.load(order.storeId)) ?? missing('store');
      return returnWindowEnds(i.deliveredAt, store.returnWindowDays);
    },
    returnReason: (i) => i.returnReason as ReturnReason | null,
    // Private: signed for this reader, who reached the item through its order (decision 027).
    qcPhotos: (i, _, ctx) => i.qcPhotos.map((p) => shownAddress(ctx.app, p)),
    qcDispute: async (i, _, ctx) => {
      if (i.itemStatus !== 'QC_FAILED') return null;
      const claim = await ctx.loaders.claimsByItem.load(i.id);
      return claim?.kind === 'QC_DISPUTE' ? claim : null;
    },
    statusHistory: async (i, _, ctx) =>
      (await ctx.loaders.historyByItem.load(i.id)).map((h) => ({
        status: h.toStatus,
        at: epochMs(h.changedAt),
        receivedAt: h.receivedAt ? epochMs(h.receivedAt) : null,
        changedBy: h.changedBy,
      })),
  },
  StatusChange: {
    async byName(change, _, ctx) {
      const by = (change as { changedBy?: string | null }).changedBy;
      const user = by ? await ctx.loaders.usersById.load(by) : undefined;
      // The store's people by name; a customer's own move (a return asked) names no account.
      return user && user.role !== 'CUSTOMER' ? user.name || user.email : null;
    },
  },
  QcDispute: {
    status: (d) => CLAIM_AS_DISPUTE[d.status],
    async orderId(d, _, ctx) {
      return (await itemOfDispute(d, ctx)).orderId;
    },
    productName: async (d, _, ctx) => (await itemOfDispute(d, ctx)).productName,
    qcNote: async (d, _, ctx) => (await itemOfDispute(d, ctx)).qcNote,
    qcPhotos: async (d, _, ctx) =>
      (await itemOfDispute(d, ctx)).qcPhotos.map((p) => shownAddress(ctx.app, p)),
    storeName: async (d, _, ctx) =>
      ((await ctx.loaders.storesById.load(d.storeId)) ?? missing('store')).name,
    createdAt: (d) => epochMs(d.createdAt),
    decidedAt: (d) => (d.decidedAt ? epochMs(d.decidedAt) : null),
  },
  CreditNote: {
    date: (n) => epochMs(n.issuedAt),
    taxableValuePaise: (n) => n.taxablePaise,
    taxRatePercent: (n) => n.ratePercent,
    totalPaise: (n) => n.amountPaise,
  },
  HistoryOrder: {
    order: (h) => h.order,
    nthOrder: (h) => h.nth,
    isFirstOrder: (h) => h.nth === 1,
  },
  Complaint: {
    customerName: async (c, _, ctx) => {
      const order = await ctx.loaders.ordersById.load(c.orderId);
      return order?.shippingName ?? missing('order');
    },
    productName: async (c, _, ctx) => {
      if (!c.orderItemId) return null;
      const items = await ctx.loaders.itemsByOrder.load(c.orderId);
      return items.find((i) => i.id === c.orderItemId)?.productName ?? null;
    },
    history: async (c, _, ctx) =>
      (await ctx.loaders.complaintHistory.load(c.id)).map((h) => ({
        status: h.status,
        note: h.note,
        at: epochMs(h.changedAt),
      })),
    createdAt: (c) => epochMs(c.createdAt),
    updatedAt: (c) => epochMs(c.updatedAt),
  },
};

/** Whether the viewer may read the customer's contact beyond the label, once per store a request. */
const contactByRequest = new WeakMap<GraphQLContext, Map<string, Promise<boolean>>>();
function mayContact(ctx: GraphQLContext, order: { storeId: string; customerId: string }) {
  const viewer = viewerOf(ctx);
  if (viewer.id === order.customerId) return Promise.resolve(true);
  const byStore = contactByRequest.get(ctx) ?? new Map<string, Promise<boolean>>();
  contactByRequest.set(ctx, byStore);
  let may = byStore.get(order.storeId);
  if (!may) {
    may = ctx.loaders.storesById
      .load(order.storeId)
      .then(
        async (store) =>
          !!store && (await storeAccess(ctx.app, viewer, store, 'customers.contact')) === 'YES',
      );
    byStore.set(order.storeId, may);
  }
  return may;
}

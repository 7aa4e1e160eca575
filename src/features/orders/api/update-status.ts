import { m } from '../../../../domain/messages.ts';
import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type {
  CrmOrderStatusUpdateMutation,
  CrmOrderStatusUpdateMutationVariables,
  OrderStatus,
} from '../../../gql/graphql.ts';
import { forgetPhotos, uploadKept, type KeptPhotos } from '../../../offline/photos.ts';
import { queryClient as sharedClient } from '../../../lib/query-client.ts';
import { queueWrite } from '../../../offline/actions.ts';
import { defineQueuedWrite } from '../../../offline/queued-write.ts';
import { itemEntity, orderKeys } from './keys.ts';
import { savedOrder, type OrderDetails, type OrdersPage } from './queries.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { deriveOrderStatus, itemToMove } from '../../../../domain/order-item-status.ts';
import { patchSaved } from '../../../lib/saved-list.ts';
import { shortId } from '../../../../domain/id.ts';
import { localName } from '../../../lib/local-name.ts';
import { variantName } from '../../../../domain/variant.ts';

export const UpdateStatusDocument = graphql(`
  mutation crmOrderStatusUpdate(
    $orderId: ID!
    $status: OrderStatus!
    $storeId: ID!
    $productId: ID!
    $colorId: ID!
    $sizeId: ID!
    $shipment: ShipmentInput
    $qc: QcInput
    $madeAt: Time
  ) {
    crmOrderStatusUpdate(
      orderId: $orderId
      status: $status
      storeId: $storeId
      productId: $productId
      colorId: $colorId
      sizeId: $sizeId
      shipment: $shipment
      qc: $qc
      madeAt: $madeAt
    ) {
      id
      status
      items {
        id
        itemStatus
        statusHistory {
          status
          at
          receivedAt
          byName
        }
        breached
        courier
        awb
        shippedAt
        qcNote
        qcPhotos
      }
    }
  }
`);

export interface StatusVars extends Record<string, unknown> {
  orderId: string;
  status: OrderStatus;
  storeId: string;
  productId: string;
  colorId: string;
  sizeId: string;
  /** Marking it shipped: the courier and AWB (decision 022). */
  shipment?: { courier: string; awb: string } | null;
  /** A quality check: what it found, and photos already uploaded. */
  qc?: { note: string; photos?: string[] | null } | null;
  /**
   * The quality check's photos while the write waits on the device (decision 025): uploaded, each
   * once under its own key, when the write is sent; their addresses become `qc.photos`.
   */
  qcPhotos?: KeptPhotos | null;
  /**
   * When the seller made the move (epoch ms), set as it is queued: a move sent later, from a
   * device that was offline, is recorded at this time (decision 049).
   */
  madeAt?: string | null;
}

type Item = OrderDetails['items'][number];

const sameItem = (vars: StatusVars) => (i: Item) =>
  i.productId === vars.productId && i.colorId === vars.colorId && i.sizeId === vars.sizeId;

/** The saved item a move acts on: the server's rule (domain itemToMove) on the saved order. */
const targetOf = (order: OrderDetails | undefined, vars: StatusVars, to = vars.status) =>
  order ? itemToMove(order.items.filter(sameItem(vars)), to) : undefined;

/** Changes an order wherever it is saved: its own entry and every list page that holds it. */
function updateOrder(
  queryClient: QueryClient,
  orderId: string,
  change: (o: OrderDetails) => OrderDetails,
) {
  patchSaved<OrderDetails>(
    queryClient,
    { queryKey: orderKeys.order(orderId), exact: true },
    change,
  );
  patchSaved<OrdersPage>(queryClient, { queryKey: orderKeys.lists() }, (page) =>
    page.items.some((o) => o.id === orderId)
      ? { ...page, items: page.items.map((o) => (o.id === orderId ? change(o) : o)) }
      : page,
  );
}

/** An order's status follows its items (the server's rule), so its badge moves with them. */
const withDerivedStatus = (o: OrderDetails): OrderDetails => ({
  ...o,
  status: deriveOrderStatus(o.items.map((i) => i.itemStatus)),
});

function setItemStatus(
  queryClient: QueryClient,
  vars: StatusVars,
  status: OrderStatus,
  itemId: string,
) {
  updateOrder(queryClient, vars.orderId, (o) =>
    withDerivedStatus({
      ...o,
      items: o.items.map((i) =>
        i.id === itemId
          ? {
              ...i,
              itemStatus: status,
              ...(status === vars.status && vars.shipment
                ? { courier: vars.shipment.courier, awb: vars.shipment.awb.toUpperCase() }
                : {}),
              ...(status === vars.status && vars.qc
                ? { qcNote: vars.qc.note, qcPhotos: vars.qc.photos ?? [] }
                : {}),
            }
          : i,
      ),
    }),
  );
}

export { itemEntity };

/**
 * An item's status change: one queued write. "Set to this status" is idempotent on the server, so
 * it needs no version; a move the item can no longer make (the customer cancelled meanwhile) is
 * refused with INVALID_TRANSITION and shown on the Sync screen.
 */
export const updateStatusWrite = defineQueuedWrite<
  StatusVars,
  CrmOrderStatusUpdateMutation,
  { version: number },
  CrmOrderStatusUpdateMutationVariables
>({
  kind: 'crmOrderStatusUpdate',
  document: UpdateStatusDocument,
  entity: itemEntity,
  describe(vars, previous) {
    const item = savedOrder(sharedClient, vars.orderId)?.items.find(sameItem(vars));
    const what = item
      ? variantName(item.productName, localName(item.color), localName(item.size))
      : m.anItem();
    const was = (previous as { status?: OrderStatus } | null | undefined)?.status;
    const to = labelOf(ORDER_STATUS_LABELS, vars.status);
    const photos = vars.qcPhotos?.photos.length ?? vars.qc?.photos?.length ?? 0;
    const details = [
      vars.shipment &&
        m.shipmentWithAwb({ courier: vars.shipment.courier, awb: vars.shipment.awb.toUpperCase() }),
      vars.qc && `“${vars.qc.note}”`,
      photos > 0 && m.photoCount({ count: photos }),
    ].filter(Boolean);
    const change = `${was ? `${labelOf(ORDER_STATUS_LABELS, was)} → ` : ''}${to}`;
    const sentence = m.syncStatusChange({ item: what, order: shortId(vars.orderId), change });
    return details.length ? `${sentence} (${details.join(' · ')})` : sentence;
  },
  expectedVersion: () => null,
  rebase: (vars) => vars,
  versionOf: () => null,
  unchanged: (queryClient, vars) =>
    targetOf(savedOrder(queryClient, vars.orderId), vars)?.itemStatus === vars.status,
  apply(queryClient, vars) {
    const item = targetOf(savedOrder(queryClient, vars.orderId), vars);
    if (!item) return null;
    setItemStatus(queryClient, vars, vars.status, item.id);
    return { vars, status: item.itemStatus, itemId: item.id };
  },
  rollback(queryClient, previous) {
    const saved = previous as { vars: StatusVars; status: OrderStatus; itemId: string } | null;
    if (saved) setItemStatus(queryClient, saved.vars, saved.status, saved.itemId);
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  },
  applied(queryClient, { crmOrderStatusUpdate: answer }) {
    updateOrder(queryClient, answer.id, (o) => ({
      ...o,
      status: answer.status,
      items: o.items.map((i) => {
        const fresh = answer.items.find((a) => a.id === i.id);
        return fresh ? { ...i, ...fresh } : i;
      }),
    }));
  },
  conflictFields: () => [],
  settled: (queryClient) => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  async prepare({ qcPhotos, ...vars }, save) {
    if (!qcPhotos || !vars.qc) return vars;
    const photos = await uploadKept(
      qcPhotos,
      { folderName: 'qcPhotos', storeId: vars.storeId },
      {
        entity: itemEntity(vars),
        field: 'qcPhotos',
        save: (uploaded) => save({ ...vars, qcPhotos: { ...qcPhotos, uploaded } }),
      },
    );
    return { ...vars, qc: { note: vars.qc.note, photos } };
  },
  forget: async ({ qcPhotos }) => {
    if (qcPhotos) await forgetPhotos(qcPhotos);
  },
});

export function saveStatus(vars: StatusVars) {
  return queueWrite(
    updateStatusWrite,
    { ...vars, madeAt: vars.madeAt ?? String(Date.now()) },
    vars.storeId,
  );
}

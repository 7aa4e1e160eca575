import { Suspense, lazy, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ORDER_STATUSES } from '../../../../domain/enums.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr, rupeesToPaise } from '../../../../domain/money.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import {
  CLAIM_KIND_LABELS,
  CLAIM_STATUS_LABELS,
  RETURN_REASON_LABELS,
} from '../../../../domain/labels-orders.ts';
import { NEEDS_SHIPMENT, QC_OUTCOMES, sellerMoves } from '../../../../domain/order-item-status.ts';
import { ItemLocation } from './ItemLocation.tsx';
import { claimEntity, itemEntity } from '../api/keys.ts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { deferred } from '../../../components/ui/deferred.tsx';
import { WriteStatus } from '../../../offline/WriteStatus.tsx';
import type { OrderStatus } from '../../../gql/graphql.ts';
import type { OrderDetails, OrderItem } from '../api/queries.ts';
import type { StatusVars } from '../api/update-status.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { localName } from '../../../lib/local-name.ts';
import { itemMovePermission } from '../../../../domain/permissions.ts';
import { mayIn, useCurrentStore, type MyStore } from '../../../lib/current-store.ts';

// What a move asks for first (a shipment, a quality check, a claim) is fetched when it is asked
// for, or once the page has settled: the orders list paints without it (issue 52).
const ShipDialog = lazy(() => import('./MoveDialogs.tsx').then((d) => ({ default: d.ShipDialog })));
const QcDialog = lazy(() => import('./MoveDialogs.tsx').then((d) => ({ default: d.QcDialog })));
const ClaimDialog = deferred(
  () => import('./ClaimDialog.tsx').then((d) => d.ClaimDialog),
  'h-11 w-32',
);
const keepPhotos = (files: File[]) =>
  import('../../../offline/photos.ts').then((photos) => photos.keepPhotos(files));

/**
 * How the order's amount is made, when it is more than its items' prices: the items, any
 * discount, the packaging charge, and the amount (decision 025: an amount is never left unexplained
 * beside its items' totals).
 */
export function PackagingLine({ order, className }: { order: OrderDetails; className?: string }) {
  const gross = order.items.reduce((sum, i) => sum + rupeesToPaise(i.total), 0);
  const charged = order.items.reduce((sum, i) => sum + i.amountPaise, 0);
  const discount = order.pricesIncludeTax ? gross - charged : 0;
  if (!order.packagingPaise && discount <= 0) return null;
  const part = (label: string, paise: number, strong = false) => (
    <div className="flex gap-2">
      <dt className="text-muted">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-semibold')}>{formatInr(paise)}</dd>
    </div>
  );
  return (
    <dl
      data-testid="packaging-line"
      className={cn('flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm', className)}
    >
      {discount > 0 && part(m.amountItems(), gross)}
      {discount > 0 && part(m.amountDiscount(), -discount)}
      {order.packagingPaise > 0 && part(m.amountPackaging(), order.packagingPaise)}
      {part(m.amountTotal(), order.totalAmountPaise, true)}
    </dl>
  );
}

interface ItemStatusProps {
  order: OrderDetails;
  item: OrderItem;
  /** Offer to move it to another location (the order's own page; a list only says where). */
  offerMove?: boolean;
}

/**
 * An item's status, changed in place: the six statuses, those the item cannot move to disabled,
 * the change queued like every write (offline too) with its state beside it. The detail and the
 * phone's order cards both use it.
 */
export function ItemStatusControl(props: ItemStatusProps) {
  return <ItemStatusIn {...props} store={useCurrentStore().store} />;
}

/**
 * The same, for the current store as its caller has it: a list of orders passes the one it read
 * (each item reading it again was a query observer each, in the list's render; issue 52).
 */
export function ItemStatusIn({
  order,
  item,
  offerMove = false,
  store,
}: ItemStatusProps & { store: MyStore | null }) {
  const label = `${item.productName} (${localName(item.color)}, ${localName(item.size)})`;
  // A move that needs more than the status (shipping, a quality check) asks for it first.
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const change = async (status: OrderStatus, extra: Partial<StatusVars> = {}) => {
    if (status === item.itemStatus) return;
    // The write's module comes with the first change, or once the page has settled (the queued
    // writes' kinds load it): the list paints without it (issue 52).
    const { saveStatus } = await import('../api/update-status.ts');
    const outcome = await saveStatus({
      orderId: order.id,
      status,
      storeId: order.storeId,
      productId: item.productId,
      colorId: item.colorId,
      sizeId: item.sizeId,
      ...extra,
    });
    if (outcome === 'applied') toast.success(m.statusUpdated());
    // Queued: the item's own line says it waits on the device (no toast over the screen).
    else if (outcome !== 'queued' && outcome !== 'unchanged')
      toast.error(outcome.error ?? m.statusUpdateFailed());
  };
  const choose = (status: OrderStatus) => {
    if (status === NEEDS_SHIPMENT || QC_OUTCOMES.includes(status)) setAsking(status);
    else void change(status);
  };
  // Only the moves the member's role may make (decision 051); none: the status is shown, fixed.
  const moves = sellerMoves(item.itemStatus).filter((s) => mayIn(store, itemMovePermission(s)));
  return (
    // `relative`: above an order card's stretched link, so that it stays its own control.
    <div className="relative flex flex-col gap-1">
      <label className="sr-only" htmlFor={`status-${order.id}-${item.id}`}>
        {m.statusOf({ item: label })}
      </label>
      <select
        id={`status-${order.id}-${item.id}`}
        value={item.itemStatus}
        disabled={moves.length === 0}
        onChange={(e) => choose(e.target.value as OrderStatus)}
        className="h-11 min-w-32 rounded-md border border-edge bg-surface px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand"
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s} disabled={s !== item.itemStatus && !moves.includes(s)}>
            {labelOf(ORDER_STATUS_LABELS, s)}
          </option>
        ))}
      </select>
      <WriteStatus entity={itemEntity({ orderId: order.id, ...item })} />
      <ItemLocation
        item={item}
        orderId={order.id}
        label={label}
        offerMove={offerMove}
        store={store}
      />
      <ItemFacts item={item} />
      <WriteStatus entity={claimEntity({ orderItemId: item.id })} />
      {!item.claim && item.claimOptions.length > 0 && mayIn(store, 'returns.qc') && (
        <ClaimDialog
          what={label}
          options={item.claimOptions}
          item={{ id: item.id, orderId: order.id, storeId: order.storeId, awb: item.awb ?? null }}
        />
      )}
      {asking === NEEDS_SHIPMENT && (
        <Suspense fallback={null}>
          <ShipDialog
            open
            onOpenChange={(open) => !open && setAsking(null)}
            what={label}
            onShip={(shipment) => void change(NEEDS_SHIPMENT, { shipment })}
          />
        </Suspense>
      )}
      {asking && QC_OUTCOMES.includes(asking) && (
        <Suspense fallback={null}>
          <QcDialog
            open
            onOpenChange={(open) => !open && setAsking(null)}
            what={label}
            outcome={asking}
            onRecord={async ({ note, files }) =>
              change(asking, {
                qc: { note },
                qcPhotos: files.length > 0 ? await keepPhotos(files) : null,
              })
            }
          />
        </Suspense>
      )}
    </div>
  );
}

/** What an item's journey has added: its deadline, shipment, return and quality check. */
function ItemFacts({ item }: { item: OrderItem }) {
  const open = item.itemStatus === 'PENDING' || item.itemStatus === 'PROCESSING';
  return (
    <div className="flex flex-col gap-0.5 text-xs text-muted">
      {open && item.dispatchBy && (
        <span data-testid="dispatch-by" className={item.breached ? 'font-medium text-danger' : ''}>
          {item.breached ? m.breached() : ''}
          {m.dispatchBy({ day: formatDate(item.dispatchBy) })}
        </span>
      )}
      {item.awb && (
        <span data-testid="shipment">
          {m.courierAwb({ courier: item.courier ?? '', awb: item.awb })}
        </span>
      )}
      {item.returnReason && (
        <span>
          {m.return()} {labelOf(RETURN_REASON_LABELS, item.returnReason)}
          {item.returnNote ? ` (“${item.returnNote}”)` : ''}
        </span>
      )}
      {item.qcNote && (
        <span>
          {m.qc()} {item.qcNote}
        </span>
      )}
      {item.qcPhotos.length > 0 && (
        <span className="flex flex-wrap gap-1" aria-label={m.qcPhotos()}>
          {item.qcPhotos.map((url, i) => (
            <a
              key={url}
              href={url}
              target="_blank"
              rel="noreferrer"
              className="relative inline-flex size-11 rounded-md focus-visible:outline-2 focus-visible:outline-brand"
              aria-label={m.qcPhotoN({ n: i + 1 })}
            >
              <Thumbnail src={url} size={40} />
            </a>
          ))}
        </span>
      )}
      {item.claim && (
        <span data-testid="item-claim">
          {m.claimOnItem({
            kind: labelOf(CLAIM_KIND_LABELS, item.claim.kind),
            status: labelOf(CLAIM_STATUS_LABELS, item.claim.status),
          })}
          {item.claim.amountAcceptedPaise ? ` · ${formatInr(item.claim.amountAcceptedPaise)}` : ''}
        </span>
      )}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { StateLine } from './StateLine.tsx';
import { Link } from '@tanstack/react-router';
import { toast } from '../../../lib/toast.ts';
import { ORDER_STATUSES } from '../../../../domain/enums.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr, formatRupees, rupeesToPaise } from '../../../../domain/money.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { NEEDS_SHIPMENT, QC_OUTCOMES, sellerMoves } from '../../../../domain/order-item-status.ts';
import { useState } from 'react';
import { QcDialog, ShipDialog } from './MoveDialogs.tsx';
import { ClaimDialog } from './ClaimDialog.tsx';
import { ItemLocation } from './ItemLocation.tsx';
import { claimEntity } from '../api/claims.ts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pending, SavedNote } from '../../../components/ui/query-state.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { PHONE_WIDTH, useMedia } from '../../../lib/use-media.ts';
import { WriteStatus } from '../../../offline/WriteStatus.tsx';
import type { OrderStatus } from '../../../gql/graphql.ts';
import { orderQueryOptions, type OrderDetails, type OrderItem } from '../api/queries.ts';
import { itemEntity, saveStatus, type StatusVars } from '../api/update-status.ts';
import { keepPhotos } from '../../../offline/photos.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatDateTime } from '../../../../domain/dates.ts';
import { shortId } from '../../../../domain/id.ts';
import { localName } from '../../../lib/local-name.ts';
import { itemMovePermission } from '../../../../domain/permissions.ts';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';

/** Seed section 2, Order detail: loaded by id, so a reload or a shared link opens it. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const order = useQuery(orderQueryOptions(orderId));
  const { store } = useCurrentStore();
  const phone = useMedia(PHONE_WIDTH);
  if (order.isPending) return <Pending query={order} />;
  if (order.isError && !order.data)
    return (
      <LoadError
        message={m.errorFetchingOrders({
          message: errorText(order.error, m.failedToFetchOrders()),
        })}
        onRetry={() => void order.refetch()}
      />
    );
  const o = order.data;
  return (
    <div className="document flex min-w-0 flex-col gap-4">
      <SavedNote query={order} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card aria-labelledby="order-details" className="flex flex-col gap-3">
          <h2 id="order-details" className="text-lg font-semibold">
            {m.details()}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{m.orderId()}</dt>
            <dd className="font-mono text-xs break-all">{o.id}</dd>
            <dt className="text-muted">{m.purchasedOn()}</dt>
            <dd>{formatDateTime(o.createdAt)}</dd>
            <dt className="text-muted">{m.clientName()}</dt>
            <dd>{o.shippingInfo.name}</dd>
            <dt className="text-muted">{m.status()}</dt>
            <dd>
              <StatusBadge status={o.status} />
            </dd>
            {mayIn(store, 'customers.contact') && (
              <>
                <dt className="text-muted">{m.email()}</dt>
                <dd className="break-all">{o.shippingInfo.email ?? m.notAvailableShort()}</dd>
              </>
            )}
            <dt className="text-muted">{m.phone()}</dt>
            <dd>{o.shippingInfo.phone ?? m.notAvailableShort()}</dd>
            <dt className="text-muted">{m.address()}</dt>
            <dd>
              {o.shippingInfo.address}
              <StateLine
                address={o.shippingInfo.address}
                stateCode={o.shippingInfo.stateCode}
                pinCode={o.shippingInfo.pinCode}
              />
            </dd>
            {o.deliveryInstructions && (
              <>
                <dt className="text-muted">{m.instructions()}</dt>
                <dd>{o.deliveryInstructions}</dd>
              </>
            )}
          </dl>
        </Card>
        <Card aria-labelledby="payment-details" className="flex flex-col gap-3">
          <h2 id="payment-details" className="text-lg font-semibold">
            {m.paymentDetails()}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">{m.amountTotal()}</dt>
            <dd className="tabular-nums">{formatRupees(o.totalAmount)}</dd>
            {o.settlement.cancelledPaise > 0 && (
              <>
                <dt className="text-muted">{m.cancelledBeforeShipping()}</dt>
                <dd className="tabular-nums">−{formatInr(o.settlement.cancelledPaise)}</dd>
              </>
            )}
            {o.settlement.refundedPaise > 0 && (
              <>
                <dt className="text-muted">{m.refundedByCreditNotes()}</dt>
                <dd className="tabular-nums">−{formatInr(o.settlement.refundedPaise)}</dd>
              </>
            )}
            {o.settlement.paysPaise !== o.totalAmountPaise && (
              <>
                <dt className="font-medium">{m.customerPays()}</dt>
                <dd className="font-semibold tabular-nums" data-testid="customer-pays">
                  {formatInr(o.settlement.paysPaise)}
                </dd>
              </>
            )}
            <dt className="text-muted">{m.paymentType()}</dt>
            <dd>{labelOf('paymentMethod', o.paymentMethod)}</dd>
            <dt className="text-muted">{m.delivery()}</dt>
            <dd>{labelOf('deliveryType', o.deliveryType)}</dd>
            {o.discountCode && (
              <>
                <dt className="text-muted">{m.discountCode()}</dt>
                <dd>{o.discountCode}</dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-x-6">
            {mayIn(store, 'orders.fulfil') &&
              o.items.some((i) => i.itemStatus === 'PENDING' || i.itemStatus === 'PROCESSING') && (
                <Link
                  to="/store-owner/orders/pack"
                  search={{ orders: o.id }}
                  className="tap-target text-sm text-brand underline-offset-2 hover:underline"
                >
                  {m.packByScan()}
                </Link>
              )}
            {mayIn(store, 'money.read') && (
              <Link
                to="/store-owner/orders/$orderId/invoice"
                params={{ orderId: o.id }}
                className="tap-target text-sm text-brand underline-offset-2 hover:underline"
              >
                {m.invoice()}
              </Link>
            )}
            {o.items.some((i) => i.awb) && (
              <Link
                to="/store-owner/orders/$orderId/label"
                params={{ orderId: o.id }}
                className="tap-target text-sm text-brand underline-offset-2 hover:underline"
              >
                {m.labelAndPackingSlip()}
              </Link>
            )}
          </div>
        </Card>
      </div>
      <Card aria-labelledby="order-items" className="flex flex-col gap-3 p-0">
        <h2 id="order-items" className="px-5 pt-5 text-lg font-semibold">
          {m.orderItems()}
        </h2>
        {phone ? (
          <ul className="flex flex-col" aria-label={m.orderItems2()}>
            {o.items.map((item) => (
              <ItemCard key={item.id} order={o} item={item} />
            ))}
          </ul>
        ) : (
          <ScrollArea label={m.orderItemsTable()}>
            <table className="w-full text-left text-sm [&_td]:p-2 [&_th]:p-2 sm:[&_td]:p-3 sm:[&_th]:p-3">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col" className="font-medium">
                    {m.image()}
                  </th>
                  <th scope="col" className="hidden font-medium md:table-cell">
                    {m.referenceId()}
                  </th>
                  <th scope="col" className="font-medium">
                    {m.product()}
                  </th>
                  <th scope="col" className="font-medium">
                    {m.status()}
                  </th>
                  <th scope="col" className="text-right font-medium">
                    {m.price()}
                  </th>
                  <th scope="col" className="hidden text-right font-medium sm:table-cell">
                    {m.total()}
                  </th>
                  <th scope="col" className="text-right font-medium">
                    {m.quantity()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {o.items.map((item) => (
                  <ItemRow key={item.id} order={o} item={item} />
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
        <PackagingLine order={o} className="px-5 pb-5" />
      </Card>
    </div>
  );
}

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

/** Phone: an item as a card (no table wider than the screen), its status control in reach. */
function ItemCard({ order, item }: { order: OrderDetails; item: OrderItem }) {
  return (
    <li data-testid="order-item" className="flex flex-col gap-3 border-t border-line p-4">
      <div className="flex gap-3">
        <Thumbnail src={item.product.mainImage} size={48} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium break-words">{item.productName}</span>
          <span className="text-xs text-muted">
            {localName(item.color)} · {localName(item.size)}
          </span>
          {item.sku && (
            <span className="font-mono text-xs text-muted">{m.skuLine({ sku: item.sku })}</span>
          )}
          <span className="font-mono text-xs text-soft">
            <span className="sr-only">{m.referenceId()} </span>
            {shortId(item.referenceId)}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{m.price()}</dt>
          <dd className="tabular-nums">{formatRupees(item.price)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{m.quantity()}</dt>
          <dd className="tabular-nums">{item.quantity}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{m.total()}</dt>
          <dd className="tabular-nums">{formatRupees(item.total)}</dd>
        </div>
      </dl>
      <ItemStatusControl order={order} item={item} offerMove />
      <ItemHistory item={item} />
    </li>
  );
}

/** What happened to an item, oldest first, each step with its time: folded until asked for. */
function ItemHistory({ item }: { item: OrderItem }) {
  if (item.statusHistory.length === 0) return null;
  return (
    <details className="text-sm" data-testid="item-history">
      <summary className="tap-target cursor-pointer text-brand">{m.history()}</summary>
      <ol className="flex flex-col gap-1 border-l border-line pl-3">
        {item.statusHistory.map((step, i) => (
          <li key={i} className="flex flex-wrap gap-x-2">
            <span>{labelOf('orderStatus', step.status)}</span>
            <time
              className="text-muted tabular-nums"
              dateTime={new Date(Number(step.at)).toISOString()}
            >
              {formatDateTime(Number(step.at))}
            </time>
            {step.byName && (
              <span className="text-muted" data-testid="moved-by">
                {m.historyBy({ name: step.byName })}
              </span>
            )}
            {step.receivedAt && (
              <span className="text-muted" data-testid="synced-at">
                {m.historySyncedAt({ when: formatDateTime(Number(step.receivedAt)) })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

function ItemRow({ order, item }: { order: OrderDetails; item: OrderItem }) {
  return (
    <tr data-testid="order-item" className="border-b border-line align-top last:border-0">
      <td>
        <Thumbnail src={item.product.mainImage} size={48} />
      </td>
      <td className="hidden font-mono text-xs md:table-cell" title={item.referenceId}>
        {shortId(item.referenceId)}
      </td>
      <td>
        <div className="font-medium">{item.productName}</div>
        <div className="text-xs text-muted">
          {localName(item.color)} · {localName(item.size)}
        </div>
        {item.sku && (
          <div className="font-mono text-xs text-muted">{m.skuLine({ sku: item.sku })}</div>
        )}
      </td>
      <td>
        <ItemStatusControl order={order} item={item} offerMove />
        <ItemHistory item={item} />
      </td>
      <td className="text-right tabular-nums">{formatRupees(item.price)}</td>
      <td className="hidden text-right tabular-nums sm:table-cell">{formatRupees(item.total)}</td>
      <td className="text-right tabular-nums">{item.quantity}</td>
    </tr>
  );
}

/**
 * An item's status, changed in place: the six statuses, those the item cannot move to disabled,
 * the change queued like every write (offline too) with its state beside it. The detail and the
 * phone's order cards both use it.
 */
export function ItemStatusControl({
  order,
  item,
  offerMove = false,
}: {
  order: OrderDetails;
  item: OrderItem;
  /** Offer to move it to another location (the order's own page; a list only says where). */
  offerMove?: boolean;
}) {
  const label = `${item.productName} (${localName(item.color)}, ${localName(item.size)})`;
  // A move that needs more than the status (shipping, a quality check) asks for it first.
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const change = async (status: OrderStatus, extra: Partial<StatusVars> = {}) => {
    if (status === item.itemStatus) return;
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
  const { store } = useCurrentStore();
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
            {labelOf('orderStatus', s)}
          </option>
        ))}
      </select>
      <WriteStatus entity={itemEntity({ orderId: order.id, ...item })} />
      <ItemLocation item={item} orderId={order.id} label={label} offerMove={offerMove} />
      <ItemFacts item={item} />
      <WriteStatus entity={claimEntity({ orderItemId: item.id })} />
      {!item.claim && item.claimOptions.length > 0 && mayIn(store, 'returns.qc') && (
        <ClaimDialog
          what={label}
          options={item.claimOptions}
          item={{ id: item.id, orderId: order.id, storeId: order.storeId, awb: item.awb ?? null }}
        />
      )}
      <ShipDialog
        open={asking === NEEDS_SHIPMENT}
        onOpenChange={(open) => !open && setAsking(null)}
        what={label}
        onShip={(shipment) => void change(NEEDS_SHIPMENT, { shipment })}
      />
      {asking && QC_OUTCOMES.includes(asking) && (
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
          {m.return()} {labelOf('returnReason', item.returnReason)}
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
            kind: labelOf('claimKind', item.claim.kind),
            status: labelOf('claimStatus', item.claim.status),
          })}
          {item.claim.amountAcceptedPaise ? ` · ${formatInr(item.claim.amountAcceptedPaise)}` : ''}
        </span>
      )}
    </div>
  );
}

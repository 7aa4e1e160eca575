import { useQuery } from '@tanstack/react-query';
import { StateLine } from './StateLine.tsx';
import { Link } from '@tanstack/react-router';
import { m } from '../../../../domain/messages.ts';
import { formatInr, formatRupees } from '../../../../domain/money.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { DELIVERY_TYPE_LABELS, PAYMENT_METHOD_LABELS } from '../../../../domain/labels-orders.ts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pending, SavedNote } from '../../../components/ui/query-state.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { PHONE_WIDTH, useMedia } from '../../../lib/use-media.ts';
import { orderQueryOptions, type OrderDetails, type OrderItem } from '../api/queries.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { ItemStatusControl, PackagingLine } from './ItemStatusControl.tsx';
import { formatDateTime } from '../../../../domain/dates.ts';
import { shortId } from '../../../../domain/id.ts';
import { localName } from '../../../lib/local-name.ts';
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
            <dd>{labelOf(PAYMENT_METHOD_LABELS, o.paymentMethod)}</dd>
            <dt className="text-muted">{m.delivery()}</dt>
            <dd>{labelOf(DELIVERY_TYPE_LABELS, o.deliveryType)}</dd>
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
            <span>{labelOf(ORDER_STATUS_LABELS, step.status)}</span>
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

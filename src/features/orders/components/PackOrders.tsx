import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { labelOf } from '../../../../domain/labels.ts';
import { DISPATCH_QUEUE_LABELS } from '../../../../domain/labels-orders.ts';
import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { awbProblem } from '../../../../domain/dispatch.ts';
import { shortId } from '../../../../domain/id.ts';
import { m } from '../../../../domain/messages.ts';
import {
  orderPicked,
  pickOrder,
  tick,
  type PickItem,
  type Picked,
} from '../../../../domain/pick-list.ts';
import { codeIndex, findByCode, type Scannable } from '../../../../domain/scan.ts';
import { Scanner, type ScanVerdict } from '../../../components/scanner/Scanner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { drafts } from '../../../lib/drafts.ts';
import { useOutbox } from '../../../offline/use-outbox.ts';
import { orderQueryOptions, type OrderDetails } from '../api/queries.ts';
import { itemEntity, saveStatus } from '../api/update-status.ts';
import { CourierSelect, useShipmentForm } from './MoveDialogs.tsx';
import { localName } from '../../../lib/local-name.ts';
import { locationName } from '../../../lib/locations.ts';
import { variantName } from '../../../../domain/variant.ts';

/** Where a batch's ticks are kept on the device: they survive a reload, offline too. */
const pickDraft = (orderIds: readonly string[]) => `pick:${[...orderIds].sort().join(',')}`;

type Item = OrderDetails['items'][number];

/** Whether an item ships from `location` (issue 51); without one, every item is here. */
const shipsFrom = (location: string | null) => (i: Item) =>
  !location || i.location?.id === location;

const itemsOf = (order: OrderDetails, location: string | null): PickItem[] =>
  order.items
    .filter((i) => i.itemStatus === 'PENDING' && shipsFrom(location)(i))
    .map((i) => ({
      orderId: order.id,
      itemId: i.id,
      entryId: i.referenceId,
      quantity: i.quantity,
      sku: i.sku ?? null,
      productName: i.productName,
      colorName: localName(i.color),
      sizeName: localName(i.size),
    }));

/**
 * Packing by scan (decision 038): the orders' pick list sorted by SKU, each scan ticking a piece (a
 * wrong piece warned and not ticked); an order whose pieces are all ticked is packed, then shipped
 * with its AWB scanned or typed. Each move is queued like any other, offline too. At a location
 * (issue 51), the list and the parcels are the items that ship from there.
 */
export function PackOrders({
  orderIds,
  location = null,
  variants,
}: {
  orderIds: readonly string[];
  /** The location packed at: its items only; null for every item of the orders. */
  location?: string | null;
  /** The store's variants, for their barcodes (a label may carry an EAN-13 rather than the SKU). */
  variants: readonly Scannable[];
}) {
  const queries = useQueries({ queries: orderIds.map((id) => orderQueryOptions(id)) });
  const orders = queries.map((q) => q.data).filter((o): o is OrderDetails => Boolean(o));
  const [picked, setPicked] = useState<Picked | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void drafts.read<Picked>(pickDraft(orderIds)).then((p) => live && setPicked(p ?? {}));
    return () => {
      live = false;
    };
  }, [orderIds]);
  // `orders` is a new array each render (one per query): these are cheap, made as they are read.
  const items = pickOrder(orders.flatMap((o) => itemsOf(o, location)));
  const index = codeIndex<Scannable>([
    ...orders.flatMap((o) => o.items.map((i) => ({ id: i.referenceId, sku: i.sku }))),
    ...variants,
  ]);

  // The location's name as its items carry it (saved with the orders, so offline too).
  const place = orders.flatMap((o) => o.items).find((i) => location && i.location?.id === location);
  const here = place?.location ? locationName(place.location) : null;
  // Opened by itself (a bookmark, the address typed): nothing to look for, so nothing unsaved.
  if (orderIds.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{m.packChooseOrders()}</p>
        <Button asChild variant="secondary">
          <Link to="/store-owner/orders" search={{ queue: 'TO_PACK' }}>
            {labelOf(DISPATCH_QUEUE_LABELS, 'TO_PACK')}
          </Link>
        </Button>
      </div>
    );
  const waiting = queries.find((q) => q.isPending);
  if (waiting) return <Pending query={waiting} />;
  if (orders.length === 0 || picked === undefined)
    return <FormMessage>{m.packNoOrders()}</FormMessage>;

  const keep = (next: Picked) => {
    setPicked(next);
    void drafts.write(pickDraft(orderIds), next);
  };
  const onCode = (code: string): ScanVerdict => {
    const variant = findByCode(index, code);
    const outcome = tick(items, picked, variant?.id);
    if (outcome.kind === 'wrong') return { tone: 'error', message: m.packWrongItem({ code }) };
    const what = variantName(
      outcome.item.productName,
      outcome.item.colorName,
      outcome.item.sizeName,
    );
    if (outcome.kind === 'done')
      return { tone: 'error', message: m.packAlreadyPicked({ item: what }) };
    keep(outcome.picked);
    const i = outcome.item;
    return {
      tone: 'ok',
      message: m.packTicked({
        item: what,
        order: shortId(i.orderId),
        picked: outcome.picked[i.itemId] ?? 0,
        quantity: i.quantity,
      }),
    };
  };
  const pieces = items.reduce((n, i) => n + i.quantity, 0);
  const done = items.reduce((n, i) => n + Math.min(i.quantity, picked[i.itemId] ?? 0), 0);

  return (
    <div className="flex max-w-2xl flex-col gap-4">
      {items.length > 0 && (
        <Card>
          <Scanner onCode={onCode} />
        </Card>
      )}
      {items.length > 0 && (
        <Card className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold text-ink">
            {here ? m.pickListAt({ location: here }) : m.pickList()}
          </h2>
          <p role="status" className="text-soft">
            {m.packProgress({ done, count: pieces })}
          </p>
          <ul className="flex flex-col gap-2" aria-label={m.pickList()}>
            {items.map((i) => {
              const got = picked[i.itemId] ?? 0;
              const full = got >= i.quantity;
              return (
                <li
                  key={i.itemId}
                  data-testid="pick-row"
                  data-picked={full}
                  className={cn(
                    'flex items-center justify-between gap-3 rounded-lg border p-3',
                    full
                      ? 'border-transparent bg-success-soft text-on-success-soft'
                      : 'border-edge',
                  )}
                >
                  <div className="min-w-0">
                    <p className="font-medium">{i.productName}</p>
                    <p className="text-sm">
                      {i.colorName} · {i.sizeName}
                      {i.sku && ` · ${m.skuLine({ sku: i.sku })}`}
                    </p>
                    {orderIds.length > 1 && (
                      <p className="text-sm">{m.packOrderTitle({ id: shortId(i.orderId) })}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    <p className="flex items-center gap-1 font-semibold">
                      {full && <Check aria-hidden className="size-5" />}
                      {m.packPicked({ picked: got, quantity: i.quantity })}
                    </p>
                    {!full && (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={m.packTickByHandOf({
                          item: variantName(i.productName, i.colorName, i.sizeName),
                        })}
                        onClick={() => keep({ ...picked, [i.itemId]: got + 1 })}
                      >
                        {m.packTickByHand()}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      {orders.map((o) => (
        <OrderPacking
          key={o.id}
          order={o}
          location={location}
          picked={orderPicked(items, picked, o.id)}
        />
      ))}
    </div>
  );
}

/** One order's parcel: packed once its pieces are ticked, then shipped with its courier and AWB. */
function OrderPacking({
  order,
  location,
  picked,
}: {
  order: OrderDetails;
  location: string | null;
  picked: boolean;
}) {
  const mine = order.items.filter(shipsFrom(location));
  const elsewhere = order.items.filter(
    (i) => !shipsFrom(location)(i) && ['PENDING', 'PROCESSING'].includes(i.itemStatus),
  ).length;
  const toPack = mine.filter((i) => i.itemStatus === 'PENDING');
  const toShip = mine.filter((i) => i.itemStatus === 'PROCESSING');
  const shipped = mine.filter((i) => i.itemStatus === 'SHIPPED');
  const entities = new Set(order.items.map((i) => itemEntity({ orderId: order.id, ...i })));
  const waiting = useOutbox().some((op) => entities.has(op.entity));
  const move = (
    items: typeof order.items,
    status: 'PROCESSING' | 'SHIPPED',
    shipment?: { courier: string; awb: string },
  ) =>
    Promise.all(
      items.map((i) =>
        saveStatus({
          orderId: order.id,
          status,
          storeId: order.storeId,
          productId: i.productId,
          colorId: i.colorId,
          sizeId: i.sizeId,
          shipment: shipment ?? null,
        }),
      ),
    );
  return (
    <Card className="flex flex-col gap-3" aria-label={m.packOrderTitle({ id: shortId(order.id) })}>
      <h2 className="text-lg font-semibold text-ink">
        {m.packOrderTitle({ id: shortId(order.id) })}
      </h2>
      {waiting && <p className="text-sm text-soft">{m.waitingToSync()}</p>}
      {elsewhere > 0 && (
        <p className="text-sm text-soft">{m.packOtherLocation({ count: elsewhere })}</p>
      )}
      {toPack.length > 0 ? (
        <>
          <p className="text-soft">{picked ? m.packReady() : m.packScanFirst()}</p>
          <Button
            className="self-start"
            disabled={!picked}
            aria-label={m.markPackedOrder({ id: shortId(order.id) })}
            onClick={() => void move(toPack, 'PROCESSING')}
          >
            {m.markPacked()}
          </Button>
        </>
      ) : toShip.length > 0 ? (
        <ShipForm
          orderId={order.id}
          onShip={(shipment) => void move(toShip, 'SHIPPED', shipment)}
        />
      ) : shipped.length > 0 ? (
        <p role="status" className="text-ink">
          {m.packShipped({ awb: shipped[0]!.awb ?? '' })}
        </p>
      ) : (
        <p className="text-soft">{m.packNothingToShip()}</p>
      )}
    </Card>
  );
}

/** The courier, and the AWB scanned off the courier's label (or typed), checked as the server does. */
function ShipForm({
  orderId,
  onShip,
}: {
  orderId: string;
  onShip(shipment: { courier: string; awb: string }): void;
}) {
  const order = shortId(orderId);
  const { courier, setCourier, awb, setAwb, errors, setErrors, submit } = useShipmentForm(onShip);
  const onCode = (code: string): ScanVerdict => {
    const problem = awbProblem(code);
    if (problem) return { tone: 'error', message: problem };
    setAwb(code);
    setErrors({ ...errors, awb: undefined });
    return { tone: 'ok', message: m.packAwbRead({ awb: code.toUpperCase() }) };
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-soft">{m.packScanAwb()}</p>
      <Scanner
        onCode={onCode}
        label={m.awbNumber()}
        anywhere={false}
        cameraLabel={(action) => m.forOrder({ action, order })}
      />
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={m.shipment()}>
        <CourierSelect value={courier} error={errors.courier} onChange={setCourier} />
        <p className="text-ink" data-testid="awb-chosen">
          {awb ? m.packAwbChosen({ awb: awb.toUpperCase() }) : m.packNoAwb()}
        </p>
        {errors.awb && <FormMessage>{errors.awb}</FormMessage>}
        <Button
          type="submit"
          className="self-start"
          aria-label={m.forOrder({ action: m.markShipped(), order })}
        >
          {m.markShipped()}
        </Button>
      </form>
    </div>
  );
}

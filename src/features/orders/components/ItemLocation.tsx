import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { graphql } from '../../../gql';
import { mayIn, type MyStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { request } from '../../../lib/graphql.ts';
import { locationName } from '../../../lib/locations.ts';
import { orderKeys } from '../api/keys.ts';
import type { OrderItem } from '../api/queries.ts';

const MoveItemLocationDocument = graphql(`
  mutation MoveItemLocation($orderItemId: ID!, $locationId: ID!) {
    moveItemLocation(orderItemId: $orderItemId, locationId: $locationId) {
      id
      location {
        id
        name
        isPrimary
      }
    }
  }
`);

const MoveTargetsDocument = graphql(`
  query ItemMoveTargets($orderId: ID!) {
    orderDetails(orderId: $orderId) {
      id
      items {
        id
        moveTargets {
          id
          name
          isPrimary
        }
      }
    }
  }
`);

/** Where each of an order's items may move now: one read for the order, shared by its items. */
const moveTargetsQueryOptions = (orderId: string) => ({
  queryKey: [...orderKeys.order(orderId), 'move-targets'] as const,
  queryFn: async () => {
    const { orderDetails } = await request(MoveTargetsDocument, { orderId });
    return Object.fromEntries((orderDetails?.items ?? []).map((i) => [i.id, i.moveTargets]));
  },
});

/**
 * Where an item ships from (issue 51): the location the allocation rule chose, and, before it is
 * packed, for those who fulfil, a choice of the locations it may move to: the server's list of the
 * store's others under the order's GSTIN with the pieces free (moveTargets). A store with one
 * location is not told where its items ship from; an item with nowhere to go is not offered a move.
 * Moving needs the server, so it is offered online. A list only says where (no read, no write
 * observed per item: its render stays light, issue 52).
 */
export function ItemLocation({
  item,
  orderId,
  label,
  offerMove,
  store,
}: {
  item: OrderItem;
  orderId: string;
  label: string;
  offerMove: boolean;
  store: MyStore | null;
}) {
  // A one-location store's items all ship from its address: nothing to say. Whether there are more
  // is known with the page (the store's count), so nothing appears late and moves the page.
  if (!item.location || (store?.locationCount ?? 1) <= 1) return null;
  const mayMove = offerMove && item.itemStatus === 'PENDING' && mayIn(store, 'orders.fulfil');
  return (
    <div className="flex flex-col gap-1 text-xs text-muted">
      <span data-testid="item-location">
        {m.shipsFrom({ location: locationName(item.location) })}
      </span>
      {mayMove && <ItemMove item={item} orderId={orderId} label={label} />}
    </div>
  );
}

/** The move of a pending item to another of the store's locations, where there is one. */
function ItemMove({ item, orderId, label }: { item: OrderItem; orderId: string; label: string }) {
  const queryClient = useQueryClient();
  const targets = useQuery(moveTargetsQueryOptions(orderId));
  const [target, setTarget] = useState('');
  const move = useMutation({
    mutationFn: (locationId: string) =>
      request(MoveItemLocationDocument, { orderItemId: item.id, locationId }),
    onSuccess: ({ moveItemLocation }) => {
      toast.success(
        m.itemLocationMoved({ item: label, location: locationName(moveItemLocation.location!) }),
      );
      setTarget('');
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => toast.error(errorText(error, m.somethingWentWrong())),
  });
  const others = targets.data?.[item.id] ?? [];
  if (others.length === 0) return null;
  const selectId = `ship-from-${item.id}`;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="sr-only" htmlFor={selectId}>
        {m.shipFromOf({ item: label })}
      </label>
      <select
        id={selectId}
        value={target}
        onChange={(e) => setTarget(e.target.value)}
        className="h-11 w-48 max-w-full rounded-md border border-edge bg-surface px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand"
      >
        <option value="">{m.shipFromChoose()}</option>
        {others.map((l) => (
          <option key={l.id} value={l.id}>
            {locationName(l)}
          </option>
        ))}
      </select>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={!target || move.isPending}
        onClick={() => move.mutate(target)}
        aria-label={m.shipFromMoveOf({ item: label })}
      >
        {m.shipFromMove()}
      </Button>
    </div>
  );
}

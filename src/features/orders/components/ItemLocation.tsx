import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { graphql } from '../../../gql';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { request } from '../../../lib/graphql.ts';
import { locationName, storeLocationsQueryOptions } from '../../../lib/locations.ts';
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

/**
 * Where an item ships from (issue 51): the location the allocation rule chose, and, before it is
 * packed, a choice of the store's other locations under the same GSTIN for those who fulfil. A store with one location
 * is not told where its items ship from. Moving needs the server
 * (it checks the new location has the pieces free), so it is offered online.
 */
export function ItemLocation({ item, label }: { item: OrderItem; label: string }) {
  const { store } = useCurrentStore();
  const queryClient = useQueryClient();
  const mayMove = item.itemStatus === 'PENDING' && mayIn(store, 'orders.fulfil');
  const locations = useQuery({
    ...storeLocationsQueryOptions(store?.id ?? ''),
    enabled: Boolean(store && mayMove && (store.locationCount ?? 1) > 1),
  });
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
  // A one-location store's items all ship from its address: nothing to say. Whether there are more
  // is known with the page (the store's count), so nothing appears late and moves the page.
  if (!item.location || (store?.locationCount ?? 1) < 2) return null;
  // The order is invoiced under its location's GSTIN: the item moves only between locations
  // under it (the server refuses the others).
  const all = locations.data ?? [];
  const gstin = all.find((l) => l.id === item.location!.id)?.gstin;
  const others = all.filter((l) => l.id !== item.location!.id && l.gstin === gstin);
  const selectId = `ship-from-${item.id}`;
  return (
    <div className="flex flex-col gap-1 text-xs text-muted">
      <span data-testid="item-location">
        {m.shipsFrom({ location: locationName(item.location) })}
      </span>
      {mayMove && (
        <div className="flex flex-wrap items-end gap-2">
          <label className="sr-only" htmlFor={selectId}>
            {m.shipFromOf({ item: label })}
          </label>
          <select
            id={selectId}
            value={target}
            disabled={locations.isSuccess && others.length === 0}
            onChange={(e) => setTarget(e.target.value)}
            className="h-11 w-48 max-w-full rounded-md border border-edge bg-surface px-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand"
          >
            <option value="">
              {locations.isSuccess && others.length === 0 ? m.shipFromNone() : m.shipFromChoose()}
            </option>
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
            disabled={!target || move.isPending || others.length === 0}
            onClick={() => move.mutate(target)}
            aria-label={m.shipFromMoveOf({ item: label })}
          >
            {m.shipFromMove()}
          </Button>
        </div>
      )}
    </div>
  );
}

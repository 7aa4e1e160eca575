import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectField } from '../../../components/ui/field.tsx';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { locationName, storeLocationsQueryOptions } from '../../../lib/locations.ts';
import type { BulkVariant } from '../api/bulk.ts';
import { locationStockQueryOptions } from '../api/location-stock.ts';

/**
 * The store's locations stock may be counted or set at (issue 51): none for a one-location store,
 * whose figures are the variant's total as before; else each open location, the member's own
 * first chosen (the store's address for the owner).
 */
export function useStockPlaces(storeId: string) {
  const { store } = useCurrentStore();
  const several = (store?.locationCount ?? 1) > 1;
  const locations = useQuery({ ...storeLocationsQueryOptions(storeId), enabled: several });
  const list = several ? (locations.data ?? []) : [];
  const initial = several
    ? (store?.myLocationId ?? list.find((l) => l.isPrimary)?.id ?? null)
    : null;
  const nameOf = (id: string | null | undefined) => {
    const place = id ? list.find((l) => l.id === id) : undefined;
    return place ? locationName(place) : null;
  };
  // Whether the figures' place is known: until the locations come, a store with several would
  // show its totals, then its address's pieces, the form made again between (what was typed
  // lost). Offline without them saved (the read paused), or unreadable, the totals it is.
  const ready =
    !several ||
    locations.data !== undefined ||
    locations.isError ||
    locations.fetchStatus === 'paused';
  return { list, initial, nameOf, ready };
}

/** The variants as seen at `location`: that location's pieces (issue 51); null while read. */
export function useRowsAt(storeId: string, location: string | null, rows: BulkVariant[]) {
  const here = useQuery({
    ...locationStockQueryOptions(storeId, location ?? ''),
    enabled: Boolean(location),
  });
  const shown = useMemo(() => {
    if (!location) return rows;
    if (!here.data) return null;
    const at = new Map(here.data.map((l) => [l.entryId, l]));
    return rows.map((v) => {
      const totalStock = at.get(v.id)?.totalStock ?? 0;
      const reservedStock = at.get(v.id)?.reservedStock ?? 0;
      return { ...v, totalStock, reservedStock, availableStock: totalStock - reservedStock };
    });
  }, [location, rows, here.data]);
  return { rows: shown, failed: here.isError };
}

/** Where stock is counted or set, for a store with more than one location (issue 51). */
export function LocationChoice({
  places,
  label,
  hint,
  value,
  onChange,
}: {
  places: readonly { id: string; name?: string | null; isPrimary: boolean }[];
  label: string;
  hint: string;
  value: string | null;
  onChange(location: string): void;
}) {
  if (places.length < 2) return null;
  return (
    <SelectField
      label={label}
      hint={hint}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
    >
      {places.map((l) => (
        <option key={l.id} value={l.id}>
          {locationName(l)}
        </option>
      ))}
    </SelectField>
  );
}

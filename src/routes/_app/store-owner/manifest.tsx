import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { useQuery } from '@tanstack/react-query';
import { useCurrentStore } from '../../../lib/current-store.ts';
import {
  addressLocation,
  listLocation,
  locationName,
  storeLocationsQueryOptions,
} from '../../../lib/locations.ts';
import { PickupManifest } from '../../../features/orders/components/ShippingDocs.tsx';
import { indianDate, isDay } from '../../../../domain/dates.ts';

/** The pickup manifest of a day (decision 022), today unless the address names another. */
const search = v.object({
  day: v.fallback(v.optional(v.pipe(v.string(), v.check(isDay))), undefined),
  /** One location's manifest (issue 51); absent, the store's. */
  location: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_app/store-owner/manifest')({
  validateSearch: search,
  component: ManifestRoute,
});

function ManifestRoute() {
  const { day = indianDate(new Date()), location: inAddress } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { store } = useCurrentStore();
  // A member who works at a location opens its manifest (issue 51).
  const mine = store?.myLocationId;
  const location = addressLocation(listLocation(inAddress, mine), mine);
  const locations = useQuery({
    ...storeLocationsQueryOptions(store?.id ?? ''),
    enabled: Boolean(store),
  });
  const chosen = locations.data?.find((l) => l.id === listLocation(inAddress, mine)) ?? null;
  return (
    <Page title={m.pickupManifest()}>
      <div className="no-print flex flex-wrap items-end gap-3">
        <Field
          label={m.day()}
          type="date"
          value={day}
          onChange={(e) =>
            e.target.value &&
            void navigate({ search: { day: e.target.value, location }, replace: true })
          }
          className="max-w-xs"
        />
        {(locations.data?.length ?? 0) > 1 && (
          <SelectField
            label={m.manifestLocation()}
            value={chosen?.id ?? ''}
            onChange={(e) =>
              void navigate({
                search: { day, location: addressLocation(e.target.value, mine) },
                replace: true,
              })
            }
            className="max-w-xs"
          >
            <option value="">{m.manifestAllLocations()}</option>
            {locations.data!.map((l) => (
              <option key={l.id} value={l.id}>
                {locationName(l)}
              </option>
            ))}
          </SelectField>
        )}
        <Button onClick={() => window.print()}>{m.print()}</Button>
      </div>
      <PickupManifest day={day} location={chosen} locations={locations.data} />
    </Page>
  );
}

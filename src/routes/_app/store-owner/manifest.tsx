import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { PickupManifest } from '../../../features/orders/components/ShippingDocs.tsx';
import { indianDate, isDay } from '../../../../domain/dates.ts';

/** The pickup manifest of a day (decision 022), today unless the address names another. */
const search = v.object({
  day: v.fallback(v.optional(v.pipe(v.string(), v.check(isDay))), undefined),
});

export const Route = createFileRoute('/_app/store-owner/manifest')({
  validateSearch: search,
  component: ManifestRoute,
});

function ManifestRoute() {
  const { day = indianDate(new Date()) } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.pickupManifest()}>
      <div className="no-print flex flex-wrap items-end gap-3">
        <Field
          label={m.day()}
          type="date"
          value={day}
          onChange={(e) =>
            e.target.value && void navigate({ search: { day: e.target.value }, replace: true })
          }
          className="max-w-xs"
        />
        <Button onClick={() => window.print()}>{m.print()}</Button>
      </div>
      <PickupManifest day={day} />
    </Page>
  );
}

import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { complaintsQueryOptions } from '../../../features/orders/api/records.ts';
import { chosenStoreId } from '../../../lib/current-store.ts';
import { meKeys, meQueryOptions } from '../../../lib/me.ts';
import { cursorSearch, withoutStaleCursors } from '../../../lib/cursors.ts';
import { preload } from '../../../lib/preload.ts';
import { Complaints } from '../../../features/orders/components/Complaints.tsx';

const search = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  ...cursorSearch,
  id: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_app/store-owner/complaints')({
  validateSearch: search,
  loaderDeps: ({ search: { page, after, before } }) => ({ page, after, before }),
  // The page's data is asked for with its code: `me` names the store, then its complaints page.
  loader: ({ context, deps }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return Promise.all([
      preload(context.queryClient, meQueryOptions()),
      storeId && preload(context.queryClient, complaintsQueryOptions(storeId, deps)),
    ]);
  },
  component: ComplaintsRoute,
});

function ComplaintsRoute() {
  const place = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <Page title={m.complaints()}>
      <Complaints
        place={place}
        onChange={(next) => void navigate({ search: withoutStaleCursors(next), replace: true })}
      />
    </Page>
  );
}

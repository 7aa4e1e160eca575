import { createFileRoute } from '@tanstack/react-router';
import { NoStore } from '../../../../components/ui/load-error.tsx';
import * as v from 'valibot';
import { m } from '../../../../../domain/messages.ts';
import { Page } from '../../../../components/ui/page.tsx';
import { Pending } from '../../../../components/ui/query-state.tsx';
import { ImportCatalogue } from '../../../../features/inventory/components/ImportCatalogue.tsx';
import { useCurrentStore } from '../../../../lib/current-store.ts';

/** The checked sheet's id lives in the address: a reload shows its errors or its progress. */
const search = v.object({ id: v.fallback(v.optional(v.string()), undefined) });

export const Route = createFileRoute('/_app/store-owner/inventory/import')({
  validateSearch: search,
  component: ImportRoute,
});

function ImportRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me, store } = useCurrentStore();
  return (
    <Page title={m.importCatalogue()}>
      {me.isPending ? (
        <Pending query={me} />
      ) : store ? (
        <ImportCatalogue
          storeId={store.id}
          importId={id}
          onChecked={(next) => void navigate({ search: { id: next } })}
        />
      ) : (
        <NoStore me={me} />
      )}
    </Page>
  );
}

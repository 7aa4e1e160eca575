import { createFileRoute } from '@tanstack/react-router';
import { NoStore } from '../../../../components/ui/load-error.tsx';
import { m } from '../../../../../domain/messages.ts';
import { Page } from '../../../../components/ui/page.tsx';
import { Pending } from '../../../../components/ui/query-state.tsx';
import { variantsQueryOptions } from '../../../../features/inventory/api/bulk.ts';
import { ScanFind } from '../../../../features/inventory/components/ScanFind.tsx';
import { chosenStoreId, useCurrentStore } from '../../../../lib/current-store.ts';
import { meKeys } from '../../../../lib/me.ts';
import { preload } from '../../../../lib/preload.ts';

export const Route = createFileRoute('/_app/store-owner/inventory/scan')({
  loader: ({ context }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return storeId ? preload(context.queryClient, variantsQueryOptions(storeId)) : undefined;
  },
  component: ScanRoute,
});

function ScanRoute() {
  const { me, store } = useCurrentStore();
  return (
    <Page title={m.scanToFind()}>
      {me.isPending ? (
        <Pending query={me} />
      ) : store ? (
        <ScanFind storeId={store.id} />
      ) : (
        <NoStore me={me} />
      )}
    </Page>
  );
}

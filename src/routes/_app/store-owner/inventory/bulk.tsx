import { createFileRoute } from '@tanstack/react-router';
import { NoStore } from '../../../../components/ui/load-error.tsx';
import { m } from '../../../../../domain/messages.ts';
import { Page } from '../../../../components/ui/page.tsx';
import { Pending } from '../../../../components/ui/query-state.tsx';
import { BulkEditor } from '../../../../features/inventory/components/BulkEditor.tsx';
import { variantsQueryOptions } from '../../../../features/inventory/api/bulk.ts';
import { chosenStoreId, useCurrentStore } from '../../../../lib/current-store.ts';
import { meKeys } from '../../../../lib/me.ts';
import { preload } from '../../../../lib/preload.ts';

export const Route = createFileRoute('/_app/store-owner/inventory/bulk')({
  loader: ({ context }) => {
    const storeId = chosenStoreId(context.queryClient.getQueryData(meKeys.me()));
    return storeId ? preload(context.queryClient, variantsQueryOptions(storeId)) : undefined;
  },
  component: BulkRoute,
});

function BulkRoute() {
  const { me, store } = useCurrentStore();
  return (
    <Page title={m.bulkEdit()}>
      {me.isPending ? (
        <Pending query={me} />
      ) : store ? (
        <BulkEditor storeId={store.id} />
      ) : (
        <NoStore me={me} />
      )}
    </Page>
  );
}

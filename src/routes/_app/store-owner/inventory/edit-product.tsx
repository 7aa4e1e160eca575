import { createFileRoute } from '@tanstack/react-router';
import { NoStore } from '../../../../components/ui/load-error.tsx';
import * as v from 'valibot';
import { Page } from '../../../../components/ui/page.tsx';
import { EditProduct } from '../../../../features/inventory/components/EditProduct.tsx';
import { ProductForm } from '../../../../features/inventory/components/ProductForm.tsx';
import { productQueryOptions } from '../../../../features/inventory/api/queries.ts';
import { useCurrentStore } from '../../../../lib/current-store.ts';
import { m } from '../../../../../domain/messages.ts';
import { preload } from '../../../../lib/preload.ts';
import { Pending } from '../../../../components/ui/query-state.tsx';

/**
 * Create mode without `id`; edit mode with the product's id (it survives a reload); `queued`
 * corrects a new product that waits on this device and was refused.
 */
const search = v.object({
  id: v.fallback(v.optional(v.string()), undefined),
  queued: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_app/store-owner/inventory/edit-product')({
  validateSearch: search,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    deps.id ? preload(context.queryClient, productQueryOptions(deps.id)) : undefined,
  component: EditProductRoute,
});

function EditProductRoute() {
  const { id, queued } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me, store } = useCurrentStore();
  const toList = () => void navigate({ to: '/store-owner/inventory' });
  if (id)
    return (
      <Page title={m.editProduct()}>
        <EditProduct productId={id} onDeleted={toList} />
      </Page>
    );
  return (
    <Page title={m.addProduct()}>
      {me.isPending ? (
        <Pending query={me} />
      ) : store ? (
        <ProductForm key={queued} storeId={store.id} queuedId={queued} onCreated={toList} />
      ) : (
        <NoStore me={me} />
      )}
    </Page>
  );
}

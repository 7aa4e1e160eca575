import { createFileRoute } from '@tanstack/react-router';

/** The dashboard frame; its Store Insights cards arrive with the orders issue. */
export const Route = createFileRoute('/_app/store-owner/')({
  component: () => (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">Store Insights</h1>
      <p className="text-stone-700 dark:text-stone-300">
        Your store’s revenue, sales and orders will show here.
      </p>
    </div>
  ),
});

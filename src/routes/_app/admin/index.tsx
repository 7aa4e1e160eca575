import { createFileRoute } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../../../domain/messages.ts';

/** Admin landing; its sections (users, organisations, stores, inventory) arrive with their issue. */
export const Route = createFileRoute('/_app/admin/')({
  component: () => (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">Admin</h1>
      <p className="text-stone-700 dark:text-stone-300">
        Run the {PRODUCT_NAME} platform from here.
      </p>
    </div>
  ),
});

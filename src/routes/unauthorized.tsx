import { createFileRoute, Link } from '@tanstack/react-router';
import { messages } from '../../domain/messages.ts';

export const Route = createFileRoute('/unauthorized')({
  component: () => (
    <main className="grid min-h-dvh place-items-center bg-stone-100 p-6 text-center dark:bg-stone-950 dark:text-stone-100">
      <div>
        <h1 className="text-3xl font-semibold">{messages.unauthorizedTitle}</h1>
        <p className="mt-2 text-stone-700 dark:text-stone-300">{messages.unauthorizedBody}</p>
        <Link
          to="/"
          className="mt-6 inline-block font-medium text-brand underline dark:text-amber-300"
        >
          Go back
        </Link>
      </div>
    </main>
  ),
});

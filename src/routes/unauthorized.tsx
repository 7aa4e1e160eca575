import { createFileRoute, Link } from '@tanstack/react-router';
import { messages } from '../../domain/messages.ts';

export const Route = createFileRoute('/unauthorized')({
  component: () => (
    <main className="grid min-h-dvh place-items-center bg-canvas p-6 text-center text-ink">
      <div>
        <h1 className="text-3xl font-semibold">{messages.unauthorizedTitle}</h1>
        <p className="mt-2 text-soft">{messages.unauthorizedBody}</p>
        <Link to="/" className="tap-target mt-6 text-link">
          Go back
        </Link>
      </div>
    </main>
  ),
});

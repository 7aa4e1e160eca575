import { createFileRoute, Link } from '@tanstack/react-router';
import { m } from '../../domain/messages.ts';
import { session } from '../lib/session.ts';
import { logout } from '../offline/logout.ts';

export const Route = createFileRoute('/unauthorized')({
  component: () => (
    <main className="grid min-h-dvh place-items-center bg-canvas p-6 text-center text-ink">
      <div>
        <h1 className="text-3xl font-semibold">{m.unauthorizedTitle()}</h1>
        <p className="mt-2 text-soft">{m.unauthorizedBody()}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-4">
          <Link to="/" className="tap-target text-link">
            {m.goBack()}
          </Link>
          {/* A customer signed in here has nowhere else to go: the way out of this console. */}
          {session.get().isAuthenticated && (
            <button type="button" className="tap-target text-link" onClick={() => void logout()}>
              {m.logout()}
            </button>
          )}
        </div>
      </div>
    </main>
  ),
});

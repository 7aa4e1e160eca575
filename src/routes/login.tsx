import { useSyncExternalStore } from 'react';
import { SESSION_ENDED_KEY } from '../lib/graphql.ts';
import { m } from '../../domain/messages.ts';
import { createFileRoute, redirect, useRouterState } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthLayout } from '../features/auth/components/AuthLayout.tsx';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import { adoptUserLocale } from '../lib/locale.ts';
import { homeFor, safeRedirect, session, type SessionUser } from '../lib/session.ts';

/** The flag changes only between page loads. */
const noChanges = () => () => undefined;

const search = v.object({ redirect: v.fallback(v.optional(v.string()), undefined) });

export const Route = createFileRoute('/login')({
  validateSearch: (input) => v.parse(search, input),
  beforeLoad: () => {
    if (session.get().token) throw redirect({ to: '/' });
  },
  component: Login,
});

function Login() {
  const { redirect: remembered } = Route.useSearch();
  // The e-mail of an account just registered (registration.tsx), typed in for its owner.
  const email = useRouterState({ select: (s) => s.location.state.email });
  const onSignedIn = (user: SessionUser & { locale?: string | null }) => {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
    // The console opens as a page load (in the user's language, adoptUserLocale): its page paints
    // its frame from HTML (decision 042) while this one stays on screen until then, rather than
    // the console's tree replacing this one (a blank screen, then an emptied form, on a slow phone).
    adoptUserLocale(user.locale);
    location.assign(safeRedirect(remembered) ?? homeFor(user));
  };
  // The server ended the session: said until the next sign-in. The prerendered page has no
  // notice, so hydration reads none (the server snapshot), then the device's.
  const ended = useSyncExternalStore(
    noChanges,
    () => sessionStorage.getItem(SESSION_ENDED_KEY) !== null,
    () => false,
  );
  return (
    <AuthLayout title={m.signIn()}>
      {ended && (
        <p role="status" data-testid="session-ended" className="text-sm text-soft">
          {m.sessionEndedSignInAgain()}
        </p>
      )}
      <LoginForm onSignedIn={onSignedIn} email={email} />
    </AuthLayout>
  );
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The e-mail typed in at sign-in or sign-up: an account just registered, an invitation's. */
    email?: string;
  }
}

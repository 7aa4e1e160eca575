import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasApprovedStore, landingFor, session } from '../lib/session.ts';

/**
 * Role landing: no token → /login; ADMIN → /admin; STORE_OWNER → /store-owner, or /newStore
 * while none of their stores is approved; else /unauthorized.
 */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    const { token, user } = session.get();
    if (!token) throw redirect({ to: '/login' });
    // A store owner without an approved store lands where their stores stand, as at sign-in.
    if (user?.role === 'STORE_OWNER' && !hasApprovedStore(user))
      throw redirect({ to: '/newStore' });
    throw redirect({ to: landingFor(user?.role) });
  },
});

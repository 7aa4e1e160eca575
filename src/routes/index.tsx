import { createFileRoute, redirect } from '@tanstack/react-router';
import { homeFor, session } from '../lib/session.ts';

/**
 * Role landing: no token → /login; ADMIN → /admin; STORE_OWNER → /store-owner, or /newStore
 * while none of their stores is approved; else /unauthorized.
 */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    const { token, user } = session.get();
    if (!token) throw redirect({ to: '/login' });
    throw redirect({ to: homeFor(user) });
  },
});

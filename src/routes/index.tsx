import { createFileRoute, redirect } from '@tanstack/react-router';
import { landingFor, session } from '../lib/session.ts';

/** Role landing: no token → /login; ADMIN → /admin; STORE_OWNER → /store-owner; else /unauthorized. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    const { token, user } = session.get();
    if (!token) throw redirect({ to: '/login' });
    throw redirect({ to: landingFor(user?.role) });
  },
});

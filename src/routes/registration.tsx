import { m } from '../../domain/messages.ts';
import { createFileRoute, useRouter, useRouterState } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthLayout } from '../features/auth/components/AuthLayout.tsx';
import {
  REDIRECT_AFTER_SIGN_UP_MS,
  SignUpWizard,
} from '../features/auth/components/SignUpWizard.tsx';

const search = v.object({ redirect: v.fallback(v.optional(v.string()), undefined) });

export const Route = createFileRoute('/registration')({
  validateSearch: (input) => v.parse(search, input),
  component: function Registration() {
    const router = useRouter();
    // Where sign-in goes on to (an invitation being accepted, say), kept through the sign-up.
    const { redirect } = Route.useSearch();
    // An invitation's e-mail, typed in for the person invited (InvitationView).
    const invited = useRouterState({ select: (s) => s.location.state.email });
    // Sign-in opens with the new account's e-mail typed in (held in the history entry, not the
    // address).
    const onRegistered = (email: string) =>
      setTimeout(
        () => void router.navigate({ to: '/login', search: { redirect }, state: { email } }),
        REDIRECT_AFTER_SIGN_UP_MS,
      );
    return (
      <AuthLayout title={m.signUp()}>
        <SignUpWizard onRegistered={onRegistered} initialEmail={invited} />
      </AuthLayout>
    );
  },
});

import { m } from '../../domain/messages.ts';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/AuthLayout.tsx';
import {
  REDIRECT_AFTER_SIGN_UP_MS,
  SignUpWizard,
} from '../features/auth/components/SignUpWizard.tsx';

export const Route = createFileRoute('/registration')({
  component: function Registration() {
    const router = useRouter();
    // Sign-in opens with the new account's e-mail typed in (held in the history entry, not the
    // address).
    const onRegistered = (email: string) =>
      setTimeout(
        () => void router.navigate({ to: '/login', state: { email } }),
        REDIRECT_AFTER_SIGN_UP_MS,
      );
    return (
      <AuthLayout title={m.signUp()}>
        <SignUpWizard onRegistered={onRegistered} />
      </AuthLayout>
    );
  },
});

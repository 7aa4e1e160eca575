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
    const onRegistered = () =>
      setTimeout(() => void router.navigate({ to: '/login' }), REDIRECT_AFTER_SIGN_UP_MS);
    return (
      <AuthLayout title={m.signUp()}>
        <SignUpWizard onRegistered={onRegistered} />
      </AuthLayout>
    );
  },
});

import { m } from '../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/auth/components/AuthLayout.tsx';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm.tsx';

export const Route = createFileRoute('/forgot-password')({
  component: () => (
    <AuthLayout title={m.forgotPassword()}>
      <ForgotPasswordForm />
    </AuthLayout>
  ),
});

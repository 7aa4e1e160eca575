import { m } from '../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthLayout } from '../features/auth/components/AuthLayout.tsx';
import { ResetPasswordForm } from '../features/auth/components/ResetPasswordForm.tsx';

const search = v.object({ token: v.fallback(v.optional(v.string()), undefined) });

export const Route = createFileRoute('/reset-password')({
  validateSearch: (input) => v.parse(search, input),
  component: function ResetPassword() {
    const { token } = Route.useSearch();
    return (
      <AuthLayout title={m.resetPassword()}>
        <ResetPasswordForm token={token} />
      </AuthLayout>
    );
  },
});

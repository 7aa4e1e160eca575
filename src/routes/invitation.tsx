import { m } from '../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AuthLayout } from '../features/auth/components/AuthLayout.tsx';
import { InvitationView } from '../features/team/components/InvitationView.tsx';

const search = v.object({ token: v.fallback(v.optional(v.string()), undefined) });

/** An invitation's link (decision 051): what it invites to, and accepting it. */
export const Route = createFileRoute('/invitation')({
  validateSearch: (input) => v.parse(search, input),
  component: function Invitation() {
    const { token } = Route.useSearch();
    return (
      <AuthLayout title={m.invitationTitle()}>
        <InvitationView token={token} />
      </AuthLayout>
    );
  },
});

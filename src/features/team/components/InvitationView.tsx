import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { toast } from '../../../lib/toast.ts';
import { STORE_ROLE_LABELS, labelOf } from '../../../../domain/labels.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';
import { chooseStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { request } from '../../../lib/graphql.ts';
import { meQueryOptions, syncSessionUser } from '../../../lib/me.ts';
import { session, type Session } from '../../../lib/session.ts';
import { AcceptInvitationDocument, invitationQueryOptions } from '../api/team.ts';
import { logout } from '../../../offline/logout.ts';

const SIGNED_OUT: Session = { user: null, token: null, isAuthenticated: false };

/**
 * What an invitation's link invites to, and its acceptance: a signed-in seller of its e-mail
 * accepts and lands in the store; anyone else is told how to (sign in, or create the account,
 * and come back here).
 */
export function InvitationView({ token }: { token: string | undefined }) {
  const { user } = useSyncExternalStore(session.subscribe, session.get, () => SIGNED_OUT);
  const preview = useQuery({ ...invitationQueryOptions(token ?? ''), enabled: Boolean(token) });
  const queryClient = useQueryClient();
  const router = useRouter();
  const accept = useMutation({
    mutationFn: () => request(AcceptInvitationDocument, { token: token ?? '' }),
    onSuccess: async ({ acceptInvitation }) => {
      chooseStore(acceptInvitation.id);
      // The store joins the signed-in seller's list before the seller's area opens (its guard
      // reads the session's stores).
      syncSessionUser(await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 }));
      toast.success(m.invitationAccepted({ store: preview.data?.storeName ?? '' }));
      void router.navigate({ to: '/store-owner' });
    },
  });

  if (!token) return <FormMessage>{m.invitationMissing()}</FormMessage>;
  if (preview.isError) {
    return <FormMessage>{errorText(preview.error, m.invitationInvalid())}</FormMessage>;
  }
  if (!preview.data) return <Pending query={preview} />;
  const invitation = preview.data;
  if (invitation.accepted) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{m.invitationAlreadyAccepted()}</FormMessage>
        <Button asChild variant="secondary">
          <Link to="/">{m.openStore()}</Link>
        </Button>
      </div>
    );
  }
  const here = `/invitation?token=${encodeURIComponent(token)}`;
  return (
    <div className="flex flex-col gap-4">
      <p data-testid="invitation-text">
        {m.invitationTo({
          store: invitation.storeName,
          email: invitation.email,
          role: labelOf(STORE_ROLE_LABELS, invitation.role),
        })}
      </p>
      {invitation.expired ? (
        <FormMessage>{m.invitationExpired()}</FormMessage>
      ) : !user ? (
        <div className="flex flex-col gap-2">
          <Button asChild>
            <Link to="/login" search={{ redirect: here }} state={{ email: invitation.email }}>
              {m.invitationSignIn()}
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link
              to="/registration"
              search={{ redirect: here }}
              state={{ email: invitation.email }}
            >
              {m.invitationSignUp()}
            </Link>
          </Button>
        </div>
      ) : user.role !== 'STORE_OWNER' || user.email !== invitation.email ? (
        // Accepted only by the seller's account of the invited e-mail (both kept lower-cased, as
        // typed e-mails are): anyone else is told so and offered to sign out, returning here.
        <div className="flex flex-col gap-3">
          <FormMessage>
            {user.role !== 'STORE_OWNER'
              ? m.invitationNeedsSeller({ email: invitation.email })
              : m.invitationOtherEmail({ email: invitation.email })}
          </FormMessage>
          <p className="text-sm text-soft">{m.invitationSignedInAs({ email: user.email })}</p>
          <Button variant="secondary" onClick={() => void logout(undefined, here)}>
            {m.logout()}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-soft">{m.invitationSignedInAs({ email: user.email })}</p>
          {accept.isError && (
            <FormMessage>{errorText(accept.error, m.somethingWentWrong())}</FormMessage>
          )}
          <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
            {m.acceptInvitation()}
          </Button>
        </div>
      )}
    </div>
  );
}

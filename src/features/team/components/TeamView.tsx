import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ActivityCard } from './ActivityCard.tsx';
import { toast } from '../../../lib/toast.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { STORE_ROLE_LABELS, labelOf } from '../../../../domain/labels.ts';
import { STORE_ROLE_HINT_LABELS } from '../../../../domain/labels-team.ts';
import { m } from '../../../../domain/messages.ts';
import { MEMBER_ROLES, type StoreRole } from '../../../../domain/permissions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Confirm } from '../../../components/ui/confirm.tsx';
import { EMAIL_INPUT, Field, SelectField } from '../../../components/ui/field.tsx';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { refusalTo } from '../../../lib/refusal.ts';
import { request } from '../../../lib/graphql.ts';
import { meKeys } from '../../../lib/me.ts';
import {
  locationName,
  storeLocationsQueryOptions,
  type StoreLocation,
} from '../../../lib/locations.ts';
import {
  ChangeMemberRoleDocument,
  InviteMemberDocument,
  RemoveMemberDocument,
  ResendInvitationDocument,
  SetMemberLocationDocument,
  RevokeInvitationDocument,
  TransferOwnershipDocument,
  teamKeys,
  teamQueryOptions,
  type Team,
} from '../api/team.ts';

/** A role's name in the current language. */
export const roleLabel = (role: StoreRole) => labelOf(STORE_ROLE_LABELS, role);

type Member = Team['members'][number];
type Invitation = Team['invitations'][number];

/**
 * The store's team (decision 051): its owner and members, each with their role, when they joined
 * and last acted; the invitations waiting; an invitation by e-mail with a role. Those who manage
 * members change a role or remove a member; the owner hands the store over. Every change needs the
 * server, so the screen reads and writes online.
 */
export function TeamView() {
  const { me, store } = useCurrentStore();
  const team = useQuery({ ...teamQueryOptions(store?.id ?? ''), enabled: Boolean(store) });
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  return (
    <div className="flex flex-col gap-4">
      <InviteCard storeId={store.id} />
      <QueryState
        query={team}
        error={(message) => m.teamFetchError({ message })}
        isEmpty={() => false}
      >
        {(data) => (
          <>
            <Card aria-labelledby="team-members" className="flex flex-col gap-3">
              <h2 id="team-members" className="text-lg font-semibold">
                {m.teamMembers()}
              </h2>
              <ul className="flex flex-col gap-3">
                {data.members.map((member) => (
                  <MemberCard
                    key={member.userId}
                    member={member}
                    storeId={store.id}
                    storeName={store.name}
                    isYou={member.userId === me.data?.id}
                    mayTransfer={mayIn(store, 'ownership.transfer')}
                    severalLocations={(store.locationCount ?? 1) > 1}
                  />
                ))}
              </ul>
            </Card>
            <Card aria-labelledby="team-invitations" className="flex flex-col gap-3">
              <h2 id="team-invitations" className="text-lg font-semibold">
                {m.teamInvitations()}
              </h2>
              {data.invitations.length === 0 ? (
                <p className="text-soft">{m.teamNoInvitations()}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {data.invitations.map((invitation) => (
                    <InvitationCard
                      key={invitation.id}
                      invitation={invitation}
                      storeId={store.id}
                    />
                  ))}
                </ul>
              )}
            </Card>
            {mayIn(store, 'activity.read') && (
              <ActivityCard
                storeId={store.id}
                members={data.members}
                formerMembers={data.formerMembers}
              />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Runs a team change: its message as a toast, the team read again; a refusal as a toast. */
function useTeamChange<V>(storeId: string, run: (vars: V) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (message) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: teamKeys.store(storeId) });
    },
    onError: (error) => toast.error(errorText(error, m.somethingWentWrong())),
  });
}

function InviteCard({ storeId }: { storeId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StoreRole>('PACKER');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: () => request(InviteMemberDocument, { storeId, email, role }),
    onSuccess: () => {
      toast.success(m.invitationSent({ email: email.trim().toLowerCase() }));
      setEmail('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: teamKeys.store(storeId) });
    },
    onError: refusalTo(setErrors),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setErrors({ email: m.emailIsRequired() });
    invite.mutate();
  };
  return (
    <Card aria-labelledby="invite-member">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <h2 id="invite-member" className="text-lg font-semibold">
          {m.inviteMember()}
        </h2>
        <p className="text-sm text-soft">{m.inviteMemberHint()}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            {...EMAIL_INPUT}
            name="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <SelectField
            label={m.role()}
            name="role"
            value={role}
            onChange={(e) => setRole(e.target.value as StoreRole)}
            error={errors.role}
            hint={labelOf(STORE_ROLE_HINT_LABELS, role)}
          >
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {m.inviteSend()}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function MemberCard({
  member,
  storeId,
  storeName,
  isYou,
  mayTransfer,
  severalLocations,
}: {
  member: Member;
  storeId: string;
  storeName: string;
  isYou: boolean;
  mayTransfer: boolean;
  /** The store has more than one location: a member may be given the one they work at. */
  severalLocations: boolean;
}) {
  const queryClient = useQueryClient();
  const name = member.name || member.email;
  const changeRole = useTeamChange(storeId, async (role: StoreRole) => {
    await request(ChangeMemberRoleDocument, { storeId, userId: member.userId, role });
    return m.memberRoleChanged({ name, role: roleLabel(role) });
  });
  const setLocation = useTeamChange(storeId, async (location: StoreLocation | null) => {
    await request(SetMemberLocationDocument, {
      storeId,
      userId: member.userId,
      locationId: location?.id ?? null,
    });
    return location
      ? m.memberLocationChanged({ name, location: locationName(location) })
      : m.memberLocationEverywhere({ name });
  });
  const remove = useTeamChange(storeId, async () => {
    await request(RemoveMemberDocument, { storeId, userId: member.userId });
    return m.memberRemoved({ name });
  });
  const transfer = useTeamChange(storeId, async () => {
    await request(TransferOwnershipDocument, { storeId, userId: member.userId });
    // The caller is a manager now: the console hides what that role may not do.
    await queryClient.invalidateQueries({ queryKey: meKeys.me() });
    return m.ownershipTransferred({ name });
  });
  const isOwner = member.role === 'OWNER';
  const busy =
    changeRole.isPending || setLocation.isPending || remove.isPending || transfer.isPending;
  return (
    <li
      data-testid="team-member"
      className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-medium">{isYou ? m.memberYou({ name }) : name}</span>
        {member.name && <span className="truncate text-sm text-soft">{member.email}</span>}
        <span className="text-sm text-soft">
          {m.memberJoined({ date: formatDate(Number(member.joinedAt)) })}
          {' · '}
          {isOwner
            ? roleLabel('OWNER')
            : member.lastActiveAt
              ? m.memberLastActive({ date: formatDate(Number(member.lastActiveAt)) })
              : m.memberNeverActive()}
        </span>
        {member.location && (
          <span className="text-sm text-soft">
            {m.memberWorksAt({ location: locationName(member.location) })}
          </span>
        )}
      </div>
      {!isOwner && !isYou && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label={m.memberRoleOf({ name })}
            className="min-w-40"
            value={member.role}
            disabled={busy}
            onChange={(e) => changeRole.mutate(e.target.value as StoreRole)}
          >
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </SelectField>
          {severalLocations && (
            <MemberLocation
              storeId={storeId}
              name={name}
              value={member.location?.id ?? ''}
              disabled={busy}
              onChange={(location) => setLocation.mutate(location)}
            />
          )}
          <Confirm
            trigger={
              <Button variant="secondary" disabled={busy} aria-label={m.removeMemberOf({ name })}>
                {m.removeMember()}
              </Button>
            }
            title={m.removeMemberTitle({ name })}
            description={m.removeMemberBody({ store: storeName })}
            confirmLabel={m.removeMember()}
            onConfirm={() => remove.mutate(undefined)}
          />
          {mayTransfer && (
            <Confirm
              trigger={
                <Button variant="ghost" disabled={busy} aria-label={m.makeOwnerOf({ name })}>
                  {m.makeOwner()}
                </Button>
              }
              title={m.transferTitle({ store: storeName, name })}
              description={m.transferBody({ name })}
              confirmLabel={m.makeOwner()}
              onConfirm={() => transfer.mutate(undefined)}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** Where a member works (issue 51): one of the store's locations, or every location. */
function MemberLocation({
  storeId,
  name,
  value,
  disabled,
  onChange,
}: {
  storeId: string;
  name: string;
  value: string;
  disabled: boolean;
  onChange(location: StoreLocation | null): void;
}) {
  const locations = useQuery(storeLocationsQueryOptions(storeId));
  return (
    <SelectField
      label={m.memberLocationOf({ name })}
      className="min-w-40"
      value={value}
      disabled={disabled || !locations.data}
      onChange={(e) => onChange(locations.data?.find((l) => l.id === e.target.value) ?? null)}
    >
      <option value="">{m.memberEveryLocation()}</option>
      {locations.data?.map((l) => (
        <option key={l.id} value={l.id}>
          {locationName(l)}
        </option>
      ))}
    </SelectField>
  );
}

function InvitationCard({ invitation, storeId }: { invitation: Invitation; storeId: string }) {
  const { email } = invitation;
  const resend = useTeamChange(storeId, async () => {
    await request(ResendInvitationDocument, { storeId, invitationId: invitation.id });
    return m.invitationResent({ email });
  });
  const revoke = useTeamChange(storeId, async () => {
    await request(RevokeInvitationDocument, { storeId, invitationId: invitation.id });
    return m.invitationRevoked({ email });
  });
  const expiry = formatDate(Number(invitation.expiresAt));
  const busy = resend.isPending || revoke.isPending;
  return (
    <li
      data-testid="team-invitation"
      className="flex flex-col gap-3 rounded-lg border border-line p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="truncate font-medium">{email}</span>
        <span className="text-sm text-soft">
          {roleLabel(invitation.role)}
          {' · '}
          <span className={invitation.expired ? 'text-danger' : undefined}>
            {invitation.expired
              ? m.invitationExpiredOn({ date: expiry })
              : m.invitationExpiresOn({ date: expiry })}
          </span>
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={m.resendInvitationTo({ email })}
          onClick={() => resend.mutate(undefined)}
        >
          {m.resendInvitation()}
        </Button>
        <Button
          variant="ghost"
          disabled={busy}
          aria-label={m.revokeInvitationTo({ email })}
          onClick={() => revoke.mutate(undefined)}
        >
          {m.revokeInvitation()}
        </Button>
      </div>
    </li>
  );
}

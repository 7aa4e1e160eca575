import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ADMIN_ROLES, type AdminRole } from '../../../../domain/permissions.ts';
import { errorText } from '../../../lib/error-text.ts';
import { staffMay } from '../../../lib/role-pages.ts';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import { adminKeys } from '../api/stores.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { PickList } from '../../../components/ui/pick-list.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePager } from '../../../lib/cursors.ts';
import { useSettledSearch } from '../../../lib/use-settled-search.ts';
import { StoreLinks, useReasonedAction } from './reasoned-action.tsx';
import {
  adminUserQueryOptions,
  adminUsersQueryOptions,
  changeAdminRole,
  setBlocked,
  type AdminUser,
} from '../api/users.ts';
import { ROLE_PARAMS, type RoleParam, type UserFilters } from '../api/user-filters.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { ROLE_LABELS, labelOf } from '../../../../domain/labels.ts';
import {
  ADMIN_ROLE_LABELS,
  STORE_STATUS_LABELS,
  STORE_TYPE_LABELS,
} from '../../../../domain/labels-admin.ts';

const ROLE_LABEL: Record<RoleParam, () => string> = {
  admin: m.admins,
  seller: m.sellers,
  customer: m.customers,
};

/**
 * The admin's users (/admin/user): by role as the seed's sidebar links them, searched on the
 * server by a fragment of the e-mail or name; a user's detail shows their stores, and Block or
 * Unblock with a reason.
 */
export function AdminUsers({
  filters,
  onFilters,
}: {
  filters: UserFilters;
  onFilters(next: UserFilters): void;
}) {
  const [text, setText] = useSettledSearch({ q: filters.q }, ({ q }) =>
    onFilters({ ...filters, q, page: 1 }),
  );
  const list = useQuery(adminUsersQueryOptions(filters));
  const user = useQuery({
    ...adminUserQueryOptions(filters.id ?? ''),
    enabled: Boolean(filters.id),
  });
  const pager = usePager(filters, list, onFilters);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SelectField
          label={m.role()}
          value={filters.role}
          onChange={(e) =>
            onFilters({
              ...filters,
              role: e.target.value as RoleParam | '',
              page: 1,
              id: undefined,
            })
          }
          className="sm:w-48"
        >
          <option value="">{m.allUsers()}</option>
          {(Object.keys(ROLE_PARAMS) as RoleParam[]).map((r) => (
            <option key={r} value={r}>
              {ROLE_LABEL[r]()}
            </option>
          ))}
        </SelectField>
        <Field
          label={m.searchByEMailOr()}
          type="search"
          value={text.q}
          onChange={(e) => setText('q', e.target.value)}
          className="flex-1"
        />
      </div>
      <QueryState
        query={list}
        page={filters.page}
        isEmpty={(d) => d.items.length === 0}
        empty={m.adminUsersEmpty()}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <div className="flex flex-col gap-2">
              <p className="text-sm text-muted" role="status">
                {data.totalCapped
                  ? m.countUsersAtLeast({ count: data.totalCount })
                  : m.countUsers({ count: data.totalCount })}
              </p>
              <PickList
                label={m.users2()}
                items={data.items}
                current={filters.id}
                onPick={(u) => onFilters({ ...filters, id: u.id })}
              >
                {(u) => (
                  <span className="flex flex-col gap-0.5">
                    <span className="font-medium break-all">{u.email}</span>
                    <span className="text-xs text-muted">
                      {u.name ?? m.notAvailable()} · {labelOf(ROLE_LABELS, u.role)}
                      {u.blocked && ' · BLOCKED'}
                    </span>
                  </span>
                )}
              </PickList>
            </div>
            {filters.id ? (
              <QueryState key={filters.id} query={user}>
                {(u) => <UserDetail user={u} />}
              </QueryState>
            ) : (
              <p className="text-soft">{m.adminChooseUser()}</p>
            )}
          </div>
        )}
      </QueryState>
      <Pager {...pager} />
    </div>
  );
}

function UserDetail({ user }: { user: AdminUser }) {
  // The staff's own accounts are the SUPER_ADMIN's to block (decision 051).
  const viewer = useSessionUser();
  const mayBlock = user.role !== 'ADMIN' || staffMay(viewer, 'platform.settings');
  const { busy, run, field } = useReasonedAction(m.reasonRequiredForAudit());
  const act = (block: boolean) =>
    run(block, async (reason) => {
      await setBlocked(user.id, block, reason);
      return (block ? m.userBlocked : m.userUnblocked)({ email: user.email });
    });
  return (
    <Card aria-label={m.user2()} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold break-all">{user.email}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{m.name()}</dt>
        <dd>{user.name ?? m.notAvailable()}</dd>
        <dt className="text-muted">{m.phone()}</dt>
        <dd>{user.phone ?? m.notAvailable()}</dd>
        <dt className="text-muted">{m.role()}</dt>
        <dd>{labelOf(ROLE_LABELS, user.role)}</dd>
        {user.adminRole && (
          <>
            <dt className="text-muted">{m.staffRole()}</dt>
            <dd data-testid="staff-role">{labelOf(ADMIN_ROLE_LABELS, user.adminRole)}</dd>
          </>
        )}
        <dt className="text-muted">{m.joined()}</dt>
        <dd>{formatDate(user.createdAt)}</dd>
        <dt className="text-muted">{m.status()}</dt>
        <dd data-testid="user-status">
          {user.blocked ? m.blockedBecause({ reason: user.blockedReason ?? '' }) : m.active()}
        </dd>
      </dl>
      <StoreLinks
        label={m.theirStores()}
        stores={user.stores}
        detail={(s) =>
          `${labelOf(STORE_TYPE_LABELS, s.type)} · ${labelOf(STORE_STATUS_LABELS, s.status)}`
        }
      />
      {user.adminRole && <StaffRoleSetting key={user.adminRole} user={user} />}
      {mayBlock && (
        <>
          {field(m.blockReasonHint())}
          <div className="flex flex-wrap gap-2">
            <Button
              variant={user.blocked ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => void act(!user.blocked)}
            >
              {user.blocked ? m.unblock() : m.block()}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

/** A SUPER_ADMIN gives another member of the staff a role (decision 051); never their own. */
function StaffRoleSetting({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const viewer = useSessionUser();
  const [role, setRole] = useState(user.adminRole!);
  const [busy, setBusy] = useState(false);
  if (!staffMay(viewer, 'platform.settings') || viewer?.id === user.id) return null;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await changeAdminRole(user.id, role);
      toast.success(
        m.staffRoleChanged({ email: user.email, role: labelOf(ADMIN_ROLE_LABELS, role) }),
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={save} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <SelectField
        label={m.staffRole()}
        name="adminRole"
        value={role}
        onChange={(event) => setRole(event.currentTarget.value as AdminRole)}
      >
        {ADMIN_ROLES.map((r) => (
          <option key={r} value={r}>
            {labelOf(ADMIN_ROLE_LABELS, r)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" disabled={busy || role === user.adminRole}>
        {m.saveStaffRole()}
      </Button>
    </form>
  );
}

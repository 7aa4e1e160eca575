import { Link } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffMay } from '../../../lib/role-pages.ts';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import { toast } from '../../../lib/toast.ts';
import { STORE_STATUSES } from '../../../../domain/enums.ts';
import { usePager } from '../../../lib/cursors.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Confirm } from '../../../components/ui/confirm.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { PickList } from '../../../components/ui/pick-list.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { StoreStatus } from '../../../gql/graphql.ts';
import {
  adminKeys,
  adminStoresQueryOptions,
  decide,
  gstinStateMismatchesQueryOptions,
  revealKyc,
  type AdminStore,
  type StoreDecision,
  type StoreFilters,
} from '../api/stores.ts';
import { useReasonedAction } from './reasoned-action.tsx';
import { activeOrganisationsQueryOptions, setStoreOrganisation } from '../api/organisations.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { STORE_STATUS_LABELS, STORE_TYPE_LABELS } from '../../../../domain/labels-admin.ts';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';

/** Which decisions a store in each state can take (the server holds the same rule). */
const DECISIONS: Record<StoreStatus, StoreDecision[]> = {
  PENDING: ['approve', 'reject'],
  REJECTED: ['approve'],
  APPROVED: ['deactivate'],
  DEACTIVATED: ['reactivate'],
};
const LABEL: Record<StoreDecision, () => string> = {
  approve: m.approve,
  reject: m.reject,
  deactivate: m.deactivate,
  reactivate: m.reactivate,
};
/** What a decision made the store, as its owner's mail says it. */
const DONE: Record<StoreDecision, () => string> = {
  approve: m.decisionApproved,
  reject: m.decisionRejected,
  deactivate: m.decisionDeactivated,
  reactivate: m.decisionReactivated,
};

/** The admin's stores: filtered by state, a store's details with its KYC masked, and decisions. */
export function AdminStores({
  filters,
  onFilters,
}: {
  filters: StoreFilters;
  onFilters(next: StoreFilters): void;
}) {
  const list = useQuery(adminStoresQueryOptions(filters));
  const mismatches = useQuery(gstinStateMismatchesQueryOptions());
  const pager = usePager(filters, list, onFilters);
  // A store opened from the list of GSTIN mismatches opens even when this page does not hold it.
  const open =
    list.data?.items.find((s) => s.id === filters.id) ??
    mismatches.data?.find((s) => s.id === filters.id) ??
    null;
  // The last decision's result stays in view, even when the store leaves the filtered list.
  const [decided, setDecided] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {decided && (
        <p
          role="status"
          data-testid="decision-result"
          className="rounded-md bg-highlight px-3 py-2 text-sm text-on-highlight"
        >
          {decided}
        </p>
      )}
      <Card aria-labelledby="gstin-mismatches" className="flex flex-col gap-2">
        <h2 id="gstin-mismatches" className="font-semibold">
          {m.gstinStateMismatchesTitle()}
        </h2>
        <QueryState
          query={mismatches}
          isEmpty={(rows) => rows.length === 0}
          empty={m.gstinStateMismatchesNone()}
        >
          {(rows) => (
            <PickList
              label={m.gstinStateMismatchesTitle()}
              items={rows}
              current={filters.id}
              onPick={(s) => onFilters({ ...filters, id: s.id })}
            >
              {(s) => (
                <>
                  <span className="font-medium">{s.name}</span>
                  <span className="text-xs text-muted">
                    {m.gstinAndAddressStates({
                      gstState: s.review?.gstinStateName ?? '',
                      storeState: s.review?.stateName ?? '',
                    })}
                  </span>
                </>
              )}
            </PickList>
          )}
        </QueryState>
      </Card>
      <SelectField
        label={m.status()}
        value={filters.status}
        onChange={(e) =>
          onFilters({ status: e.target.value as StoreStatus | '', page: 1, id: undefined })
        }
        className="max-w-60"
      >
        <option value="">{m.allStores()}</option>
        {STORE_STATUSES.map((s) => (
          <option key={s} value={s}>
            {labelOf(STORE_STATUS_LABELS, s)}
          </option>
        ))}
      </SelectField>
      <QueryState
        query={list}
        page={filters.page}
        isEmpty={(d) => d.items.length === 0}
        empty={m.adminStoresEmpty()}
      >
        {(data) => (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <PickList
              label={m.stores()}
              items={data.items}
              current={filters.id}
              onPick={(s) => onFilters({ ...filters, id: s.id })}
            >
              {(s) => (
                <>
                  <span className="font-medium">{s.name}</span>
                  <span className="text-xs text-muted">
                    {labelOf(STORE_STATUS_LABELS, s.status)}
                  </span>
                </>
              )}
            </PickList>
            {open ? (
              <StorePane key={open.id} store={open} onDecided={setDecided} />
            ) : (
              <p className="text-soft">{m.chooseAStoreToSee()}</p>
            )}
          </div>
        )}
      </QueryState>
      <Pager {...pager} />
    </div>
  );
}

function StorePane({ store, onDecided }: { store: AdminStore; onDecided(result: string): void }) {
  const { busy, run, field, lacksReason } = useReasonedAction();
  const [clear, setClear] = useState<AdminStore['kyc'] | null>(null);
  // A decision is asked once more before it is made (the owner is told at once).
  const [asking, setAsking] = useState<StoreDecision | null>(null);
  // Every decision but Reactivate needs a reason, and so does a reveal.
  const act = (decision: StoreDecision | 'reveal') =>
    run(decision !== 'reactivate', async (reason) => {
      if (decision === 'reveal') {
        setClear(await revealKyc(store.id, reason));
        return null;
      }
      await decide(decision, store.id, reason);
      const result = m.storeDecided({ name: store.name, verb: DONE[decision]() });
      onDecided(result);
      return result;
    });
  const kyc = clear ?? store.kyc;
  // Only a staff role that may reveals, with a reason and a passkey (decision 051).
  const user = useSessionUser();
  const mayReveal = staffMay(user, 'kyc.reveal');
  return (
    <Card aria-label={m.store()} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{store.name}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{m.type()}</dt>
        <dd>{labelOf(STORE_TYPE_LABELS, store.type)}</dd>
        <dt className="text-muted">{m.status()}</dt>
        <dd data-testid="store-status">{labelOf(STORE_STATUS_LABELS, store.status)}</dd>
        {store.statusReason && (
          <>
            <dt className="text-muted">{m.reason()}</dt>
            <dd>{store.statusReason}</dd>
          </>
        )}
        <dt className="text-muted">{m.submitted()}</dt>
        <dd>{formatDate(store.createdAt)}</dd>
      </dl>
      {store.review && <StoreReview review={store.review} />}
      <StoreOrganisation store={store} />
      {store.status === 'APPROVED' && (
        <Link
          to="/admin/health"
          search={{ store: store.id }}
          className="inline-flex min-h-11 items-center self-start text-sm text-link underline"
        >
          {m.healthOpenStore({ store: store.name })}
        </Link>
      )}
      {kyc && (
        <section aria-label={m.kyc()} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">
            {m.kyc()} {clear ? m.revealed() : m.masked()}
          </h3>
          <dl
            data-testid="kyc"
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-xs"
          >
            <dt>{m.gstin()}</dt>
            <dd>{kyc.gstin}</dd>
            <dt>{m.pan()}</dt>
            <dd>{kyc.pan}</dd>
            <dt>{m.aadhaar()}</dt>
            <dd>{kyc.aadhaar}</dd>
            <dt>{m.account()}</dt>
            <dd>{kyc.accountNo}</dd>
            <dt>{m.ifsc()}</dt>
            <dd>{kyc.ifsc}</dd>
            <dt>{m.upi()}</dt>
            <dd>{kyc.upiId}</dd>
          </dl>
        </section>
      )}
      {field(mayReveal ? m.requiredForEveryDecisionBut() : m.requiredForEveryDecision())}
      <div className="flex flex-wrap gap-2">
        {DECISIONS[store.status].map((d) => (
          <Button
            key={d}
            variant={d === 'approve' || d === 'reactivate' ? 'primary' : 'secondary'}
            disabled={busy}
            onClick={() => !lacksReason(d !== 'reactivate') && setAsking(d)}
          >
            {LABEL[d]()}
          </Button>
        ))}
        {asking && (
          <Confirm
            open
            onOpenChange={(open) => !open && setAsking(null)}
            title={m.storeDecisionQuestion({
              verb: LABEL[asking](),
              name: store.name,
            })}
            description={m.storeDecisionTold()}
            confirmLabel={LABEL[asking]()}
            onConfirm={() => void act(asking)}
          />
        )}
        {clear ? (
          <Button variant="secondary" onClick={() => setClear(null)}>
            {m.hideKyc()}
          </Button>
        ) : (
          mayReveal && (
            <Button variant="secondary" disabled={busy} onClick={() => void act('reveal')}>
              {m.revealKyc()}
            </Button>
          )
        )}
      </div>
    </Card>
  );
}

/** What the admin is approving: contacts, address, photos, policies, the owner's other stores. */
function StoreReview({ review }: { review: NonNullable<AdminStore['review']> }) {
  return (
    <section aria-label={m.submittedDetails()} className="flex flex-col gap-2 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">{m.owner()}</dt>
        <dd className="break-all">{review.ownerEmail}</dd>
        <dt className="text-muted">{m.address()}</dt>
        <dd>{review.address}</dd>
        <dt className="text-muted">{m.stateAndPin()}</dt>
        <dd data-testid="store-state">
          {review.stateName
            ? m.stateAndPinValue({
                state: review.stateName,
                code: review.stateCode ?? '',
                pin: review.pinCode ?? '—',
              })
            : '—'}
        </dd>
        <dt className="text-muted">{m.gstinRegisteredIn()}</dt>
        <dd>
          {review.gstinStateName} ({review.gstinStateCode})
          {review.gstinStateMismatch && (
            <span role="note" className="mt-1 block text-danger" data-testid="gstin-state-mismatch">
              {m.gstinStateMismatchAdmin({
                gstState: review.gstinStateName,
                storeState: review.stateName ?? '',
              })}
            </span>
          )}
        </dd>
        <dt className="text-muted">{m.eMail()}</dt>
        <dd className="break-all">{review.email}</dd>
        <dt className="text-muted">{m.phone()}</dt>
        <dd>{m.phoneAndEmergency({ phone: review.phone, emergency: review.emergencyPhone })}</dd>
        <dt className="text-muted">{m.contact()}</dt>
        <dd>
          {review.pocName} · {review.pocPhone}
        </dd>
        <dt className="text-muted">{m.storePolicy()}</dt>
        <dd>{review.storePolicy || '—'}</dd>
        <dt className="text-muted">{m.returns()}</dt>
        <dd>{review.returnPolicy || '—'}</dd>
        <dt className="text-muted">{m.shipping()}</dt>
        <dd>{review.shippingPolicy || '—'}</dd>
      </dl>
      {review.images.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.storePhotos()}>
          {review.images.map((src) => (
            <li key={src}>
              <Thumbnail src={src} size={48} />
            </li>
          ))}
        </ul>
      )}
      <div>
        <h3 className="font-semibold">{m.theOwnerSOtherStores()}</h3>
        {review.otherStores.length === 0 ? (
          <p className="text-soft">{m.none()}</p>
        ) : (
          <ul aria-label={m.theOwnerSOtherStores()}>
            {review.otherStores.map((other) => (
              <li key={other.id}>
                {other.name} · {labelOf(STORE_STATUS_LABELS, other.status)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Which organisation the store belongs to: an active one, or none. */
function StoreOrganisation({ store }: { store: AdminStore }) {
  const queryClient = useQueryClient();
  const options = useQuery(activeOrganisationsQueryOptions());
  const [chosen, setChosen] = useState(store.organisationId ?? '');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await setStoreOrganisation(store.id, chosen || null);
      toast.success(m.storeOrganisationSaved());
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (err) {
      toast.error(errorText(err, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={m.organisation()}
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        className="min-w-48 flex-1"
        disabled={options.isPending}
      >
        <option value="">{m.none2()}</option>
        {options.data?.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        disabled={busy || chosen === (store.organisationId ?? '')}
        onClick={() => void save()}
      >
        {m.save()}
      </Button>
    </div>
  );
}

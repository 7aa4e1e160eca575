import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { CLAIM_DECISIONS, decidedAmount, type ClaimDecision } from '../../../../domain/claims.ts';
import { CLAIM_STATUSES } from '../../../../domain/enums.ts';
import { formatDateTime, formatDay } from '../../../../domain/dates.ts';
import { shortId } from '../../../../domain/id.ts';
import { labelOf } from '../../../../domain/labels.ts';
import {
  CLAIM_DECISION_LABELS,
  CLAIM_KIND_LABELS,
  CLAIM_STATUS_LABELS,
  RETURN_REASON_LABELS,
} from '../../../../domain/labels-orders.ts';
import { variantName } from '../../../../domain/variant.ts';
import { localName } from '../../../lib/local-name.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr, rupeesToPaise } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import type { ClaimFieldsFragment, ClaimStatus } from '../../../gql/graphql.ts';
import { errorText } from '../../../lib/error-text.ts';
import { numberFrom } from '../../../lib/number-field.ts';
import { decideClaim } from '../api/claims.ts';
import {
  claimKeys,
  claimQueueQuery,
  storeClaimsQuery,
  type ClaimQueueFilters,
  type StoreClaimFilters,
} from '../api/claim-queries.ts';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePager, type ListPlace, type ShownPage } from '../../../lib/cursors.ts';

type ClaimPage = { items: ClaimFieldsFragment[] } & ShownPage;

/** A page of claims as cards (newest first), with the list's one pager (decision 024). */
function ClaimList<F extends ListPlace>({
  query,
  filters,
  onFilters,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<ClaimPage>;
  filters: F;
  onFilters(next: F): void;
  label: string;
  empty: string;
  children(claim: ClaimFieldsFragment): ReactNode;
}) {
  const pager = usePager(filters, query, onFilters);
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-0" aria-label={label}>
        <QueryState
          query={query}
          className="p-5"
          isEmpty={(page) => page.items.length === 0}
          empty={empty}
          page={filters.page}
          fallbackError={m.somethingWentWrong()}
        >
          {(page) => (
            <ul className="flex flex-col divide-y divide-line">
              {page.items.map((c) => (
                <li key={c.id} data-testid="claim" className="flex flex-col gap-3 p-4">
                  {children(c)}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      <Pager {...pager} />
    </div>
  );
}

/** What every reader sees of a claim: the item, the kind, the state, the money, the days. */
function ClaimFacts({ claim: c, store }: { claim: ClaimFieldsFragment; store?: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="min-w-0 font-medium break-words">
          {variantName(c.productName, localName(c.color), localName(c.size))}
          {store ? ` · ${c.storeName}` : ''}
        </span>
        <span
          data-testid="claim-status"
          className="rounded-full bg-canvas px-2 py-0.5 text-xs font-medium"
        >
          {labelOf(CLAIM_STATUS_LABELS, c.status)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{m.claimKind()}</dt>
        <dd>{labelOf(CLAIM_KIND_LABELS, c.kind)}</dd>
        <dt className="text-muted">{m.manifestOrder()}</dt>
        <dd>{shortId(c.orderId)}</dd>
        {c.awb && (
          <>
            <dt className="text-muted">{m.returnAwb()}</dt>
            <dd>{c.awb}</dd>
          </>
        )}
        {store && (
          <>
            <dt className="text-muted">{m.itemPaid()}</dt>
            <dd className="tabular-nums">{formatInr(c.itemAmountPaise)}</dd>
          </>
        )}
        <dt className="text-muted">{m.claimedLabel()}</dt>
        <dd className="tabular-nums">{formatInr(c.amountClaimedPaise)}</dd>
        {c.amountAcceptedPaise != null && (
          <>
            <dt className="text-muted">{m.acceptedLabel()}</dt>
            <dd className="tabular-nums">{formatInr(c.amountAcceptedPaise)}</dd>
          </>
        )}
        <dt className="text-muted">{m.claimFiledOn()}</dt>
        <dd>
          {formatDateTime(Number(c.createdAt))} · {m.claimDeadline({ day: formatDay(c.deadline) })}
        </dd>
        {c.decidedAt && (
          <>
            <dt className="text-muted">{m.claimDecidedOn()}</dt>
            <dd>{formatDateTime(Number(c.decidedAt))}</dd>
          </>
        )}
        {store && c.returnReason && (
          <>
            <dt className="text-muted">{m.customerReturnReason()}</dt>
            <dd className="break-words">
              {labelOf(RETURN_REASON_LABELS, c.returnReason)}
              {c.returnNote ? ` (“${c.returnNote}”)` : ''}
            </dd>
          </>
        )}
        <dt className="text-muted">{m.sellerSays()}</dt>
        <dd className="break-words">{c.note}</dd>
        {c.decisionReason && (
          <>
            <dt className="text-muted">{m.reason()}</dt>
            <dd className="break-words">{c.decisionReason}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/** The evidence, large enough to judge: the photos, the video, and the quality check's own. */
function Evidence({ claim: c }: { claim: ClaimFieldsFragment }) {
  const photos = [...c.photos, ...c.qcPhotos];
  return (
    <div className="flex flex-col gap-2">
      {c.qcNote && (
        <p className="text-sm break-words">
          <span className="text-muted">{m.qcFoundLabel()}</span> {c.qcNote}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={m.claimPhotos()}>
          {photos.map((src, i) => (
            <li key={src}>
              <a
                href={src}
                target="_blank"
                rel="noreferrer"
                aria-label={m.claimPhotoN({ n: i + 1 })}
                className="inline-flex rounded-md focus-visible:outline-2 focus-visible:outline-brand"
              >
                <Thumbnail src={src} size={48} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {c.video && (
        <video
          src={c.video}
          controls
          preload="metadata"
          aria-label={m.claimVideo()}
          className="aspect-video w-full max-w-md rounded-md bg-black"
        />
      )}
    </div>
  );
}

/** The claims' status filter, every status or one (the seller's list and support's queue). */
export function ClaimStatusSelect({
  value,
  onChange,
}: {
  value: ClaimStatus | '';
  onChange(status: ClaimStatus | ''): void;
}) {
  return (
    <SelectField
      label={m.status()}
      value={value}
      className="w-full max-w-xs"
      onChange={(e) => onChange(e.target.value as ClaimStatus | '')}
    >
      <option value="">{m.allStatuses()}</option>
      {CLAIM_STATUSES.map((s) => (
        <option key={s} value={s}>
          {labelOf(CLAIM_STATUS_LABELS, s)}
        </option>
      ))}
    </SelectField>
  );
}

/** The store's claims (issue 50): each one's state, deadline and what was paid. */
export function StoreClaims({
  storeId,
  filters,
  onFilters,
}: {
  storeId: string;
  filters: StoreClaimFilters;
  onFilters(next: StoreClaimFilters): void;
}) {
  const claims = useQuery(storeClaimsQuery(storeId, filters));
  return (
    <ClaimList
      query={claims}
      filters={filters}
      onFilters={onFilters}
      label={m.claims()}
      empty={filters.status ? m.claimsEmptyFiltered() : m.claimsEmpty()}
    >
      {(c) => (
        <>
          <ClaimFacts claim={c} />
          <Evidence claim={c} />
          <Link
            to="/store-owner/orders/$orderId"
            params={{ orderId: c.orderId }}
            className="inline-flex min-h-11 items-center self-start text-sm font-medium text-brand underline"
          >
            {m.openTheOrder()}
          </Link>
        </>
      )}
    </ClaimList>
  );
}

/** Support's queue of every store's claims, with the evidence and the decision. */
export function ClaimQueue({
  filters,
  onFilters,
}: {
  filters: ClaimQueueFilters;
  onFilters(next: ClaimQueueFilters): void;
}) {
  const claims = useQuery(claimQueueQuery(filters));
  return (
    <ClaimList
      query={claims}
      filters={filters}
      onFilters={onFilters}
      label={m.claims()}
      empty={m.claimQueueEmpty()}
    >
      {(c) => (
        <>
          <ClaimFacts claim={c} store />
          <Evidence claim={c} />
          {c.status === 'OPEN' && <Decide claim={c} />}
        </>
      )}
    </ClaimList>
  );
}

/** All, a part, or nothing, with a reason; goods found sound may go back into stock. */
function Decide({ claim: c }: { claim: ClaimFieldsFragment }) {
  const queryClient = useQueryClient();
  // Nothing chosen at first: a reason typed and sent without a choice must not pay the claim.
  const [decision, setDecision] = useState<ClaimDecision | null>(null);
  const [part, setPart] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(false);
  const [problems, setProblems] = useState<{
    decision?: string;
    amount?: string;
    reason?: string;
  }>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const partly = decision === 'PARTLY_ACCEPT' ? rupeesToPaise(numberFrom(part)) : null;
    const amount = decision && decidedAmount(decision, c.amountClaimedPaise, partly);
    const found = {
      ...(decision ? {} : { decision: m.claimDecisionRequired() }),
      ...(amount && 'problem' in amount ? { amount: amount.problem } : {}),
      ...(reason.trim() ? {} : { reason: m.claimReasonRequired() }),
    };
    setProblems(found);
    if (!decision || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await decideClaim({
        id: c.id,
        decision,
        amountPaise: partly,
        reason: reason.trim(),
        restock: decision !== 'REJECT' && restock,
      });
      toast.success(m.claimDecidedToast());
      await queryClient.invalidateQueries({ queryKey: claimKeys.all });
    } catch (e) {
      toast.error(errorText(e, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      aria-label={m.decideClaim()}
      className="flex flex-col gap-3 rounded-md border border-line p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">{m.decisionLabel()}</legend>
        {CLAIM_DECISIONS.map((d) => (
          <label key={d} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={`decision-${c.id}`}
              className="size-5 shrink-0 accent-brand"
              checked={decision === d}
              onChange={() => setDecision(d)}
            />
            {labelOf(CLAIM_DECISION_LABELS, d)}
          </label>
        ))}
        {problems.decision && (
          <p role="alert" className="text-sm text-danger">
            {problems.decision}
          </p>
        )}
      </fieldset>
      {decision === 'PARTLY_ACCEPT' && (
        <Field
          label={m.amountAccepted()}
          inputMode="decimal"
          value={part}
          hint={m.claimPartHint({ amount: formatInr(c.amountClaimedPaise) })}
          error={problems.amount}
          onChange={(e) => setPart(e.target.value)}
        />
      )}
      <TextAreaField
        label={m.reason()}
        hint={m.bothTheSellerAndThe()}
        value={reason}
        rows={2}
        error={problems.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {c.kind === 'QC_DISPUTE' && decision !== 'REJECT' && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-brand"
            checked={restock}
            onChange={(e) => setRestock(e.target.checked)}
          />
          {m.disputeRestock()}
        </label>
      )}
      <Button type="submit" className="self-start" disabled={busy}>
        {m.decideClaim()}
      </Button>
    </form>
  );
}

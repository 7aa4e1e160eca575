import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatDateTime } from '../../../../domain/dates.ts';
import { GENDER_LABELS, labelOf } from '../../../../domain/labels.ts';
import { LISTING_REASON_LABELS } from '../../../../domain/labels-listing.ts';
import { LISTING_FIELD_LABELS } from '../../../../domain/labels-review.ts';
import {
  LISTING_NOTE_MAX,
  LISTING_REJECT_REASONS,
  type ListingRejectReason,
} from '../../../../domain/listing-review.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Confirm } from '../../../components/ui/confirm.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import type { ListingQueueQuery, ListingVersionFieldsFragment } from '../../../gql/graphql.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useOnline } from '../../../offline/online.ts';
import {
  approveListings,
  decideListing,
  listingQueueOptions,
  listingTrustOptions,
  setListingTrust,
  type QueueFilters,
} from '../api/listings.ts';
import { adminKeys } from '../api/stores.ts';

type Review = ListingQueueQuery['listingReviews']['items'][number];

/** Reviewed fields' names, in the reader's language. */
const fieldNames = (fields: readonly string[]) =>
  fields.map((f) => labelOf(LISTING_FIELD_LABELS, f)).join(', ');

/**
 * The listing review queue (issue 50, decision 052): versions waiting, oldest first, each with
 * its photos large, what changed beside what buyers see now, and approve or reject with reasons
 * and a note. A page is approved at once; a store's trust is set when the queue shows one store.
 */
export function ListingQueue({
  filters,
  onStore,
  onImport,
  onNext,
}: {
  filters: QueueFilters;
  onStore(storeId: string): void;
  /** Shows one catalogue import's batch. */
  onImport(importId: string): void;
  onNext(after: string): void;
}) {
  const queue = useQuery(listingQueueOptions(filters));
  const queryClient = useQueryClient();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const approvePage = async (ids: string[]) => {
    setBusy(true);
    try {
      await approveListings(ids);
      toast.success(m.listingsApprovedCount({ count: ids.length }));
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    } finally {
      // Read again either way: another reviewer may have decided some of the page meanwhile.
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      {filters.forStore && <TrustCard storeId={filters.forStore} />}
      <QueryState
        query={queue}
        isEmpty={(page) => page.items.length === 0}
        empty={
          filters.forStore || filters.categoryId || filters.reason || filters.importId
            ? m.listingQueueEmptyFiltered()
            : m.listingQueueEmpty()
        }
        fallbackError={m.somethingWentWrong()}
      >
        {(page) => (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-soft">
                {m.listingsWaiting({
                  count: page.totalCapped ? `${page.totalCount}+` : String(page.totalCount),
                })}
              </p>
              <Confirm
                trigger={
                  <Button variant="secondary" disabled={busy || !online}>
                    {m.approveAllOnPage({ count: page.items.length })}
                  </Button>
                }
                title={m.approveAllOnPage({ count: page.items.length })}
                description={m.approvePageConfirm({ count: page.items.length })}
                confirmLabel={m.listingApprove()}
                onConfirm={() => void approvePage(page.items.map((r) => r.id))}
              />
            </div>
            <ul className="flex flex-col gap-4" aria-label={m.listingReview()}>
              {page.items.map((r) => (
                <ReviewCard key={r.id} review={r} onStore={onStore} onImport={onImport} />
              ))}
            </ul>
            {page.nextCursor && (
              <Button
                variant="secondary"
                className="self-start"
                onClick={() => onNext(page.nextCursor!)}
              >
                {m.next()}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

function ReviewCard({
  review: r,
  onStore,
  onImport,
}: {
  review: Review;
  onStore(storeId: string): void;
  onImport(importId: string): void;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [reasons, setReasons] = useState<ListingRejectReason[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const decide = async (approve: boolean) => {
    if (!approve && reasons.length === 0) return setError(m.listingReasonRequired());
    setError(undefined);
    setBusy(true);
    try {
      await decideListing({
        reviewId: r.id,
        approve,
        reasons: approve ? [] : reasons,
        note: note.trim() || undefined,
      });
      toast.success(approve ? m.listingApproved() : m.listingRejectedDone());
    } catch (err) {
      toast.error(errorText(err, m.somethingWentWrong()));
    } finally {
      // Read again either way: a version decided or withdrawn meanwhile leaves the queue.
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setBusy(false);
    }
  };
  const toggle = (reason: ListingRejectReason, on: boolean) => {
    setError(undefined);
    setReasons((rs) => (on ? [...rs, reason] : rs.filter((x) => x !== reason)));
  };
  const headingId = `review-${r.id}`;
  return (
    <li>
      <Card
        data-testid="listing-review"
        aria-labelledby={headingId}
        className="flex flex-col gap-3"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {r.version.name}
          </h2>
          <span className="text-xs text-muted">
            {m.listingSentAt({ when: formatDateTime(Number(r.submittedAt)) })}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <button
            type="button"
            className="tap-target text-link underline"
            onClick={() => onStore(r.storeId)}
          >
            {r.storeName}
          </button>
          <span className="rounded-full bg-highlight px-2 py-0.5 text-xs font-medium text-on-highlight">
            {r.previous
              ? m.listingChanged({
                  fields: fieldNames(r.changed),
                })
              : m.listingNewProduct()}
          </span>
          {r.importId && (
            <button
              type="button"
              className="tap-target text-sm text-link underline"
              onClick={() => onImport(r.importId!)}
            >
              {m.listingFromImport()}
            </button>
          )}
        </div>
        {r.previousReasons.length > 0 && (
          <p className="text-sm">
            <span className="text-muted">{m.listingLastRejectedFor()}: </span>
            {r.previousReasons.map((x) => labelOf(LISTING_REASON_LABELS, x)).join(', ')}
            {r.refused && (
              <span className="text-muted">
                {' · '}
                {r.changedSinceRefusal.length > 0
                  ? m.listingChangedSinceRefused({ fields: fieldNames(r.changedSinceRefusal) })
                  : m.listingUnchangedSinceRefused()}
              </span>
            )}
          </p>
        )}
        {/* Beside what buyers see now; for a product never live, beside the refused version. */}
        <div className={r.previous || r.refused ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>
          {r.previous ? (
            <Version title={m.listingLiveNow()} version={r.previous} changed={r.changed} />
          ) : (
            r.refused && (
              <Version
                title={m.listingRefusedVersion()}
                version={r.refused}
                changed={r.changedSinceRefusal}
              />
            )
          )}
          <Version
            title={m.listingSent()}
            version={r.version}
            changed={r.previous ? r.changed : r.changedSinceRefusal}
          />
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold">{m.listingRejectReasons()}</legend>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {LISTING_REJECT_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 shrink-0 accent-brand"
                  checked={reasons.includes(reason)}
                  onChange={(e) => toggle(reason, e.target.checked)}
                />
                {labelOf(LISTING_REASON_LABELS, reason)}
              </label>
            ))}
          </div>
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </fieldset>
        <TextAreaField
          label={m.listingNote()}
          value={note}
          maxLength={LISTING_NOTE_MAX}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button disabled={busy || !online} onClick={() => void decide(true)}>
            {m.listingApprove()}
          </Button>
          <Button variant="secondary" disabled={busy || !online} onClick={() => void decide(false)}>
            {m.listingReject()}
          </Button>
        </div>
      </Card>
    </li>
  );
}

/** One version of a listing: photos large, then the words and MRPs, changed ones marked. */
function Version({
  title,
  version: v,
  changed,
}: {
  title: string;
  version: ListingVersionFieldsFragment;
  changed: readonly string[];
}) {
  const mark = (field: string) => (changed.includes(field) ? 'font-semibold text-brand' : '');
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-2">
      <h3 className="text-sm font-semibold text-soft">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {v.productImages.map((src, i) => (
          <li key={src}>
            <a
              href={src}
              target="_blank"
              rel="noreferrer"
              aria-label={m.listingOpenPhotoOf({ version: title, n: i + 1 })}
            >
              <img
                src={src}
                alt={m.productImageN({ name: v.name, n: i + 1 })}
                width={160}
                height={160}
                className="size-40 rounded-md bg-sunken object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{labelOf(LISTING_FIELD_LABELS, 'name')}</dt>
        <dd className={`break-words ${mark('name')}`}>{v.name}</dd>
        <dt className="text-muted">{labelOf(LISTING_FIELD_LABELS, 'categoryId')}</dt>
        <dd className={mark('categoryId')}>
          {v.category}
          {v.subCategory ? ` · ${v.subCategory}` : ''}
        </dd>
        <dt className="text-muted">{labelOf(LISTING_FIELD_LABELS, 'gender')}</dt>
        <dd className={mark('gender')}>{labelOf(GENDER_LABELS, v.gender)}</dd>
        <dt className="text-muted">{labelOf(LISTING_FIELD_LABELS, 'description')}</dt>
        <dd className={`break-words whitespace-pre-line ${mark('description')}`}>
          {v.description}
        </dd>
        <dt className="text-muted">{labelOf(LISTING_FIELD_LABELS, 'mrpPaise')}</dt>
        <dd className={mark('mrpPaise')}>
          {v.mrps
            .map((x) =>
              m.listingVariantMrp({
                variant: x.variant,
                mrp: x.mrpPaise == null ? m.listingNoMrp() : formatInr(x.mrpPaise),
              }),
            )
            .join('; ')}
        </dd>
      </dl>
      {v.colors.length > 0 && (
        <ul className={`flex flex-wrap gap-2 ${mark('colorImages')}`}>
          {v.colors.map((c) => (
            <li key={c.colorId} className="flex items-center gap-1 text-xs">
              {c.colorName}
              {c.images.map((src, i) => (
                <img
                  key={src}
                  src={src}
                  alt={m.productImageN({ name: `${v.name} · ${c.colorName}`, n: i + 1 })}
                  width={48}
                  height={48}
                  className="size-12 rounded bg-sunken object-cover"
                />
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Whether a store's edits skip review: the rule's facts, and the admin's choice, saved once. */
function TrustCard({ storeId }: { storeId: string }) {
  const trust = useQuery(listingTrustOptions(storeId));
  const queryClient = useQueryClient();
  const online = useOnline();
  const [choice, setChoice] = useState<boolean | null | undefined>();
  const [busy, setBusy] = useState(false);
  const save = async (trusted: boolean | null) => {
    setBusy(true);
    try {
      const { setListingTrust: saved } = await setListingTrust(storeId, trusted);
      queryClient.setQueryData(listingTrustOptions(storeId).queryKey, saved);
      setChoice(undefined);
      toast.success(m.listingTrustSaved());
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  const choices = [
    [null, m.listingTrustByRule()],
    [true, m.listingTrustAlways()],
    [false, m.listingTrustNever()],
  ] as const;
  return (
    <Card aria-labelledby="listing-trust" className="flex flex-col gap-2">
      <h2 id="listing-trust" className="text-lg font-semibold break-words">
        {trust.data
          ? m.listingTrustTitleOf({ store: trust.data.storeName })
          : m.listingTrustTitle()}
      </h2>
      <QueryState query={trust} fallbackError={m.somethingWentWrong()}>
        {(t) => {
          const chosen = choice === undefined ? t.override : choice;
          return (
            <>
              <p className="text-sm">
                {t.trusted ? m.listingTrustTrusted() : m.listingTrustReviewed()}
              </p>
              <p className="text-sm text-soft">
                {m.listingTrustFacts({
                  approved: t.approved,
                  rejected: t.rejected,
                  minApproved: t.minApproved,
                  maxRejectedPercent: t.maxRejectedPercent,
                })}
              </p>
              <fieldset className="flex flex-wrap gap-x-4">
                <legend className="sr-only">{m.listingTrustChoice()}</legend>
                {choices.map(([value, label]) => (
                  <label key={String(value)} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`trust-${storeId}`}
                      className="size-5 accent-brand"
                      checked={chosen === value}
                      onChange={() => setChoice(value)}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
              <Button
                variant="secondary"
                className="self-start"
                disabled={busy || !online || chosen === t.override}
                onClick={() => void save(chosen ?? null)}
              >
                {m.listingTrustSave()}
              </Button>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}

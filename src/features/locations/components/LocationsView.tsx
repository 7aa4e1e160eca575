import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { ADDRESS_STATES } from '../../../../domain/address.ts';
import { HANDLING_DAYS } from '../../../../domain/dispatch.ts';
import { locationInputSchema, stateName } from '../../../../domain/locations.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Confirm } from '../../../components/ui/confirm.tsx';
import { Field, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { refusalTo } from '../../../lib/refusal.ts';
import { useOnline } from '../../../offline/online.ts';
import { request } from '../../../lib/graphql.ts';
import {
  locationName,
  locationsChanged,
  storeLocationsQueryOptions,
  type StoreLocation,
} from '../../../lib/locations.ts';
import {
  AddStoreLocationDocument,
  ArchiveStoreLocationDocument,
  UpdateStoreLocationDocument,
} from '../api/locations.ts';

type Values = {
  name: string;
  address: string;
  stateCode: string;
  pinCode: string;
  gstin: string;
  contactName: string;
  contactPhone: string;
  hours: string;
  takesReturns: boolean;
  /** Its own handling time in working days; '' for the store's. */
  handlingDays: string;
};

const EMPTY: Values = {
  name: '',
  address: '',
  stateCode: '',
  pinCode: '',
  gstin: '',
  contactName: '',
  contactPhone: '',
  hours: '',
  takesReturns: true,
  handlingDays: '',
};

/** The handling times a location may have of its own, in working days. */
const HANDLING_CHOICES = Array.from(
  { length: HANDLING_DAYS.max - HANDLING_DAYS.min + 1 },
  (_, i) => HANDLING_DAYS.min + i,
);

/** The form's values as the mutation's input: a handling time as a number, blank as the store's. */
const inputOf = (values: Values) => ({
  ...values,
  handlingDays: values.handlingDays ? Number(values.handlingDays) : null,
});

/**
 * The store's pickup locations (issue 51, decision 055): the store's address first, then each
 * shop or godown with its address, GSTIN, contact and hours. Those who manage locations add one,
 * edit one, or archive an empty one. Every change needs the server (a GSTIN is checked there), so
 * the screen reads and writes online, as the Team screen does.
 */
export function LocationsView({ dependents }: { dependents: readonly QueryKey[] }) {
  const { me, store } = useCurrentStore();
  const locations = useQuery({
    ...storeLocationsQueryOptions(store?.id ?? ''),
    enabled: Boolean(store),
  });
  const [editing, setEditing] = useState<StoreLocation | 'new' | null>(null);
  const returnTo = useRef('location-add');
  const online = useOnline();
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  // A location's GST No is checked by the server: changes are made online only.
  const mayManage = mayIn(store, 'locations.manage') && online;
  const done = () => {
    setEditing(null);
    // Back to where the seller was: the button that opened the form.
    requestAnimationFrame(() => document.getElementById(returnTo.current)?.focus());
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-soft">{m.locationsIntro()}</p>
      {!online && mayIn(store, 'locations.manage') && (
        <p role="status" className="rounded-md bg-notice px-3 py-2 text-sm text-on-notice">
          {m.locationsOnlineOnly()}
        </p>
      )}
      {(store.locationCount ?? 1) > 1 && (
        <Link
          to="/store-owner/transfers"
          className="inline-flex min-h-11 items-center self-start font-medium underline"
        >
          {m.navTransfers()}
        </Link>
      )}
      {mayManage && editing === null && (
        <div>
          <Button
            id="location-add"
            onClick={() => {
              returnTo.current = 'location-add';
              setEditing('new');
            }}
          >
            {m.locationAdd()}
          </Button>
        </div>
      )}
      {editing !== null && (
        <LocationForm
          storeId={store.id}
          location={editing === 'new' ? null : editing}
          dependents={dependents}
          onDone={done}
        />
      )}
      <QueryState
        query={locations}
        error={(message) => m.locationsFetchError({ message })}
        isEmpty={() => false}
      >
        {(rows) => (
          <ul className="grid gap-3 md:grid-cols-2" aria-label={m.navLocations()}>
            {rows.map((location) => (
              <LocationCard
                key={location.id}
                location={location}
                storeId={store.id}
                dependents={dependents}
                mayManage={mayManage}
                onEdit={() => {
                  returnTo.current = `location-edit-${location.id}`;
                  setEditing(location);
                }}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function LocationCard({
  location,
  storeId,
  dependents,
  mayManage,
  onEdit,
}: {
  location: StoreLocation;
  storeId: string;
  dependents: readonly QueryKey[];
  mayManage: boolean;
  onEdit(): void;
}) {
  const queryClient = useQueryClient();
  const archive = useMutation({
    mutationFn: () => request(ArchiveStoreLocationDocument, { storeId, locationId: location.id }),
    onSuccess: () => {
      toast.success(m.locationArchived({ name: locationName(location) }));
      locationsChanged(queryClient, storeId, dependents);
    },
    onError: (error) => toast.error(errorText(error, m.somethingWentWrong())),
  });
  const name = locationName(location);
  return (
    <li>
      <Card className="flex h-full flex-col gap-2" aria-label={name}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{name}</h2>
          {location.isPrimary && location.name && (
            <span className="rounded-full bg-highlight px-2 py-0.5 text-xs font-medium text-on-highlight">
              {m.locationPrimaryBadge()}
            </span>
          )}
          {location.takesReturns && (
            <span className="rounded-full bg-sunken px-2 py-0.5 text-xs">
              {m.locationTakesReturns()}
            </span>
          )}
        </div>
        <p className="whitespace-pre-line">{location.address}</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-soft">{m.state()}</dt>
          <dd>
            {stateName(location.stateCode)} · {location.pinCode}
          </dd>
          <dt className="text-soft">{m.gstNo()}</dt>
          <dd className="break-all">{location.gstin}</dd>
          <dt className="text-soft">{m.locationContact()}</dt>
          <dd>
            {location.contactName} · {location.contactPhone}
          </dd>
          {location.hours && (
            <>
              <dt className="text-soft">{m.locationHours()}</dt>
              <dd>{location.hours}</dd>
            </>
          )}
          {location.handlingDays && (
            <>
              <dt className="text-soft">{m.locationHandling()}</dt>
              <dd>{m.locationHandlingDays({ days: location.handlingDays })}</dd>
            </>
          )}
        </dl>
        {location.isPrimary && <p className="text-sm text-soft">{m.locationPrimaryHint()}</p>}
        {mayManage && (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <Button
              id={`location-edit-${location.id}`}
              variant="secondary"
              onClick={onEdit}
              aria-label={m.locationEditNamed({ name })}
            >
              {m.edit()}
            </Button>
            {!location.isPrimary && (
              <Confirm
                trigger={
                  <Button variant="secondary" aria-label={m.locationArchiveNamed({ name })}>
                    {m.locationArchive()}
                  </Button>
                }
                title={m.locationArchiveTitle({ name })}
                description={m.locationArchiveText()}
                confirmLabel={m.locationArchive()}
                onConfirm={() => archive.mutate()}
              />
            )}
          </div>
        )}
      </Card>
    </li>
  );
}

/** Adds a location, or edits one: the store's address only its name, hours and returns. */
function LocationForm({
  storeId,
  location,
  dependents,
  onDone,
}: {
  storeId: string;
  location: StoreLocation | null;
  dependents: readonly QueryKey[];
  onDone(): void;
}) {
  const primary = location?.isPrimary ?? false;
  const storeHandling = useCurrentStore().store?.handlingDays ?? HANDLING_DAYS.default;
  const [values, setValues] = useState<Values>(() =>
    location
      ? {
          name: location.name ?? '',
          address: location.address,
          stateCode: location.stateCode,
          pinCode: location.pinCode,
          gstin: location.gstin,
          contactName: location.contactName,
          contactPhone: location.contactPhone,
          hours: location.hours,
          takesReturns: location.takesReturns,
          handlingDays: location.handlingDays ? String(location.handlingDays) : '',
        }
      : EMPTY,
  );
  // Opened (an Edit far down a phone's page too): the form comes into view with its first box.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (values: Values) => {
      const input = inputOf(values);
      if (location)
        await request(UpdateStoreLocationDocument, { storeId, locationId: location.id, input });
      else await request(AddStoreLocationDocument, { storeId, input });
    },
    onSuccess: () => {
      toast.success(m.locationSaved({ name: values.name || locationName({ isPrimary: primary }) }));
      locationsChanged(queryClient, storeId, dependents);
      onDone();
    },
    onError: refusalTo(setErrors),
  });
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((now) => ({ ...now, [key]: event.target.value }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!primary) {
      const parsed = v.safeParse(locationInputSchema, inputOf(values));
      if (!parsed.success) {
        const flat = v.flatten<typeof locationInputSchema>(parsed.issues).nested ?? {};
        const found = Object.fromEntries(
          Object.entries(flat).map(([key, list]) => [key, list?.[0]]),
        );
        setErrors(found);
        const first = Object.keys(found)[0];
        if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        return;
      }
    }
    setErrors({});
    save.mutate(values);
  };
  const title = location ? m.locationEditNamed({ name: locationName(location) }) : m.locationAdd();
  return (
    <Card aria-labelledby="location-form">
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
        <h2 id="location-form" className="text-lg font-semibold">
          {title}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={m.locationName()}
            name="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            hint={primary ? m.locationPrimaryNameHint() : m.locationNameHint()}
          />
          <Field
            label={m.locationHours()}
            name="hours"
            value={values.hours}
            onChange={set('hours')}
            error={errors.hours}
            hint={m.locationHoursHint()}
          />
          {!primary && (
            <>
              <TextAreaField
                label={m.address()}
                name="address"
                autoComplete="street-address"
                className="sm:col-span-2"
                value={values.address}
                onChange={set('address')}
                error={errors.address}
              />
              <SelectField
                label={m.state()}
                name="stateCode"
                autoComplete="address-level1"
                value={values.stateCode}
                onChange={set('stateCode')}
                error={errors.stateCode}
              >
                <option value="">{m.chooseAState()}</option>
                {ADDRESS_STATES.map((st) => (
                  <option key={st.code} value={st.code}>
                    {st.name}
                  </option>
                ))}
              </SelectField>
              <Field
                label={m.pinCode()}
                name="pinCode"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={6}
                value={values.pinCode}
                onChange={set('pinCode')}
                error={errors.pinCode}
              />
              <Field
                label={m.gstNo()}
                name="gstin"
                autoCapitalize="characters"
                maxLength={15}
                value={values.gstin}
                onChange={set('gstin')}
                error={errors.gstin}
                hint={m.locationGstinHint()}
              />
              <Field
                label={m.locationContactName()}
                name="contactName"
                autoComplete="name"
                value={values.contactName}
                onChange={set('contactName')}
                error={errors.contactName}
              />
              <Field
                label={m.locationContactPhone()}
                name="contactPhone"
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                value={values.contactPhone}
                onChange={set('contactPhone')}
                error={errors.contactPhone}
              />
              <SelectField
                label={m.locationHandling()}
                name="handlingDays"
                value={values.handlingDays}
                onChange={set('handlingDays')}
                error={errors.handlingDays}
                hint={m.locationHandlingHint()}
              >
                <option value="">{m.locationHandlingStore({ days: storeHandling })}</option>
                {HANDLING_CHOICES.map((days) => (
                  <option key={days} value={String(days)}>
                    {m.locationHandlingDays({ days })}
                  </option>
                ))}
              </SelectField>
            </>
          )}
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={values.takesReturns}
            onChange={(e) => setValues((now) => ({ ...now, takesReturns: e.target.checked }))}
          />
          {m.locationTakesReturnsLabel()}
        </label>
        {errors.location && (
          <p role="alert" className="text-sm text-danger">
            {errors.location}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {m.save()}
          </Button>
          <Button type="button" variant="secondary" onClick={onDone}>
            {m.cancel()}
          </Button>
        </div>
      </form>
    </Card>
  );
}

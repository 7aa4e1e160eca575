import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, type Path } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { organisationInputSchema, STATE_NAMES } from '../../../../domain/organisation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { PickList } from '../../../components/ui/pick-list.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { usePager } from '../../../lib/cursors.ts';
import { errorText } from '../../../lib/error-text.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { useSettledSearch } from '../../../lib/use-settled-search.ts';
import {
  organisationQueryOptions,
  organisationsQueryOptions,
  saveOrganisation,
  setOrganisationActive,
  type ActiveFilter,
  type Organisation,
  type OrganisationFilters,
} from '../api/organisations.ts';
import { adminKeys } from '../api/stores.ts';
import { StoreLinks, useReasonedAction } from './reasoned-action.tsx';

/**
 * Organisations (/admin/organization): searched by name on the server, filtered by state; a pane
 * to create one, or to edit, deactivate or reactivate one and see its stores.
 */
export function AdminOrganisations({
  filters,
  onFilters,
}: {
  filters: OrganisationFilters;
  onFilters(next: OrganisationFilters): void;
}) {
  const [text, setText] = useSettledSearch({ q: filters.q }, ({ q }) =>
    onFilters({ ...filters, q, page: 1 }),
  );
  const list = useQuery(organisationsQueryOptions(filters));
  const openId = filters.id && filters.id !== 'new' ? filters.id : '';
  const org = useQuery({ ...organisationQueryOptions(openId), enabled: Boolean(openId) });
  const pager = usePager(filters, list, onFilters);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          label={m.searchByName()}
          type="search"
          value={text.q}
          onChange={(e) => setText('q', e.target.value)}
          className="flex-1"
        />
        <SelectField
          label={m.status()}
          value={filters.active}
          onChange={(e) =>
            onFilters({
              ...filters,
              active: e.target.value as ActiveFilter,
              page: 1,
              id: undefined,
            })
          }
          className="sm:w-44"
        >
          <option value="">{m.all()}</option>
          <option value="active">{m.active()}</option>
          <option value="inactive">{m.deactivated()}</option>
        </SelectField>
        <Button onClick={() => onFilters({ ...filters, id: 'new' })}>{m.newOrganisation()}</Button>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <QueryState
            query={list}
            isEmpty={(d) => d.items.length === 0}
            empty={filters.q || filters.active ? m.organisationsNoMatch() : m.organisationsEmpty()}
            page={filters.page}
          >
            {(data) => (
              <PickList
                label={m.organisations()}
                items={data.items}
                current={filters.id}
                onPick={(o) => onFilters({ ...filters, id: o.id })}
              >
                {(o) => (
                  <>
                    <span className="font-medium">{o.name}</span>
                    <span className="text-xs text-muted">
                      {o.city ?? ''} {o.isActive ? '' : m.deactivated2()}
                    </span>
                  </>
                )}
              </PickList>
            )}
          </QueryState>
        </div>
        {filters.id === 'new' ? (
          <Card aria-label={m.newOrganisation()} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold">{m.newOrganisation()}</h2>
            <OrganisationForm organisation={null} onSaved={(id) => onFilters({ ...filters, id })} />
          </Card>
        ) : filters.id ? (
          <QueryState key={filters.id} query={org}>
            {(o) => <OrganisationDetail organisation={o} />}
          </QueryState>
        ) : (
          <p className="text-soft">{m.organisationChoose()}</p>
        )}
      </div>
      <Pager {...pager} />
    </div>
  );
}

function OrganisationDetail({ organisation }: { organisation: Organisation }) {
  const { busy, run, field } = useReasonedAction(m.reasonRequiredForAudit());
  const activate = !organisation.isActive;
  const toggle = () =>
    run(!activate, async (reason) => {
      await setOrganisationActive(organisation.id, activate, reason);
      return activate ? m.organisationReactivated() : m.organisationDeactivated();
    });
  return (
    <Card aria-label={m.organisation()} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{organisation.name}</h2>
        <span data-testid="organisation-state" className="text-sm text-muted">
          {organisation.isActive ? m.active() : m.deactivated()}
        </span>
      </div>
      {organisation.ownerEmail && (
        <p className="text-sm text-muted">{m.registeredBy({ email: organisation.ownerEmail })}</p>
      )}
      {/* Fresh values from the server (a refetch, another admin's edit) start the form again. */}
      <OrganisationForm key={JSON.stringify(organisation)} organisation={organisation} />
      <StoreLinks label={m.itsStores()} stores={organisation.stores} detail={(st) => st.status} />
      <div className="flex flex-col gap-2 border-t border-line pt-3">
        {field(m.requiredToDeactivateItsStores())}
        <Button
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={() => void toggle()}
        >
          {organisation.isActive ? m.deactivate() : m.reactivate()}
        </Button>
      </div>
    </Card>
  );
}

type FormValues = {
  name: string;
  phone: string;
  email: string;
  address: string;
  pinCode: string;
  state: string;
  locality: string;
  city: string;
  gstNo: string;
};

const FIELDS: { name: Path<FormValues>; label: string; type?: string }[] = [
  {
    name: 'name',
    get label() {
      return m.name();
    },
  },
  {
    name: 'phone',
    get label() {
      return m.phone();
    },
    type: 'tel',
  },
  {
    name: 'email',
    get label() {
      return m.email();
    },
    type: 'email',
  },
  {
    name: 'gstNo',
    get label() {
      return m.gstNo();
    },
  },
  {
    name: 'locality',
    get label() {
      return m.locality();
    },
  },
  {
    name: 'city',
    get label() {
      return m.city();
    },
  },
  {
    name: 'pinCode',
    get label() {
      return m.pinCode();
    },
  },
];

/** The organisation's fields, checked as the server checks them (domain/organisation.ts). */
function OrganisationForm({
  organisation,
  onSaved,
}: {
  organisation: Organisation | null;
  onSaved?(id: string): void;
}) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm<FormValues>({
    resolver: valibotResolver(organisationInputSchema) as never,
    // Every rule at once, so that a check across fields (the PIN in the state, the PAN in the
    // GSTIN) shows beside the others rather than only after they are fixed.
    criteriaMode: 'all',
    defaultValues: {
      name: organisation?.name ?? '',
      phone: organisation?.phone ?? '',
      email: organisation?.email ?? '',
      address: organisation?.address ?? '',
      pinCode: organisation?.pinCode ?? '',
      state: organisation?.state ?? '',
      locality: organisation?.locality ?? '',
      city: organisation?.city ?? '',
      gstNo: organisation?.gstNo ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const id = await saveOrganisation(organisation?.id ?? null, values);
      toast.success(m.organisationSaved());
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      if (!organisation) reset();
      onSaved?.(id);
    } catch (err) {
      toast.error(errorText(err, m.somethingWentWrong()));
      if (err instanceof ApiError)
        for (const [field, message] of Object.entries(err.fields))
          setError(field.replace(/^input\./, '') as Path<FormValues>, { message });
    }
  });
  const errors = formState.errors;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={organisation ? m.editOrganisation() : m.organisation()}
      className="flex flex-col gap-3"
    >
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            label={f.label}
            type={f.type}
            error={errors[f.name]?.message}
            {...register(f.name)}
          />
        ))}
        <SelectField label={m.state()} error={errors.state?.message} {...register('state')}>
          <option value="">{m.select()}</option>
          {STATE_NAMES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={m.address()}
          rows={2}
          className="md:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
      </div>
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        {organisation ? m.saveChanges2() : m.createOrganisation()}
      </Button>
    </form>
  );
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../../../domain/enums.ts';
import { graphql } from '../../../gql';
import type { OrganisationInput, OrganisationQuery } from '../../../gql/graphql.ts';
import type { PageCursors } from '../../../lib/cursors.ts';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

export type ActiveFilter = '' | 'active' | 'inactive';

export interface OrganisationFilters extends PageCursors {
  q: string;
  active: ActiveFilter;
  page: number;
  /** An organisation's id, or `new` for the creation form. */
  id?: string;
}

const OrganisationsDocument = graphql(`
  query Organisations(
    $page: Int
    $limit: Int
    $search: String
    $active: Boolean
    $after: String
    $before: String
  ) {
    organisations(
      page: $page
      limit: $limit
      search: $search
      active: $active
      after: $after
      before: $before
    ) {
      totalCount
      totalCapped
      nextCursor
      prevCursor
      items {
        id
        name
        city
        isActive
      }
    }
  }
`);

const activeOf = (f: ActiveFilter) => (f === '' ? null : f === 'active');

/** A page of organisations, from the cursor in the address (decision 024). */
export const organisationsQueryOptions = (f: OrganisationFilters) =>
  queryOptions({
    queryKey: [
      ...adminKeys.all,
      'organisations',
      f.q,
      f.active,
      f.page,
      f.after,
      f.before,
    ] as const,
    queryFn: async () =>
      (
        await request(OrganisationsDocument, {
          page: f.page,
          limit: PAGE_SIZE,
          search: f.q || null,
          active: activeOf(f.active),
          after: f.after,
          before: f.before,
        })
      ).organisations,
    placeholderData: keepPreviousData,
  });

/** Active organisations by name, for the store pane's picker (the first 100). */
export const activeOrganisationsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'organisations', 'picker'] as const,
    queryFn: async () =>
      (await request(OrganisationsDocument, { page: 1, limit: 100, active: true })).organisations
        .items,
  });

const OrganisationDocument = graphql(`
  query Organisation($id: ID!) {
    organisation(id: $id) {
      id
      name
      phone
      email
      address
      pinCode
      state
      locality
      city
      gstNo
      isActive
      createdAt
      ownerEmail
      stores {
        id
        name
        status
      }
    }
  }
`);

export type Organisation = OrganisationQuery['organisation'];

export const organisationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'organisation', id] as const,
    queryFn: async () => (await request(OrganisationDocument, { id })).organisation,
  });

const Create = graphql(`
  mutation createOrganisation($input: OrganisationInput!) {
    createOrganisation(input: $input) {
      id
    }
  }
`);
const Update = graphql(`
  mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {
    updateOrganisation(id: $id, input: $input) {
      id
    }
  }
`);
const Deactivate = graphql(`
  mutation deactivateOrganisation($id: ID!, $reason: String!) {
    deactivateOrganisation(id: $id, reason: $reason) {
      id
      isActive
    }
  }
`);
const Reactivate = graphql(`
  mutation reactivateOrganisation($id: ID!, $reason: String) {
    reactivateOrganisation(id: $id, reason: $reason) {
      id
      isActive
    }
  }
`);
const SetStoreOrganisation = graphql(`
  mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {
    setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {
      id
      organisationId
    }
  }
`);

/** Creates (id null) or edits an organisation; answers its id. */
export async function saveOrganisation(id: string | null, input: OrganisationInput) {
  if (id === null) return (await request(Create, { input })).createOrganisation.id;
  return (await request(Update, { id, input })).updateOrganisation.id;
}

export async function setOrganisationActive(id: string, active: boolean, reason: string) {
  if (active)
    return (await request(Reactivate, { id, reason: reason || null })).reactivateOrganisation;
  return (await request(Deactivate, { id, reason })).deactivateOrganisation;
}

export async function setStoreOrganisation(storeId: string, organisationId: string | null) {
  return (await request(SetStoreOrganisation, { storeId, organisationId })).setStoreOrganisation;
}

import { queryOptions } from '@tanstack/react-query';
import { m } from '../../../../domain/messages.ts';
import { graphql } from '../../../gql';
import { ApiError, request } from '../../../lib/graphql.ts';
import { fetchApi } from '../../../lib/download.ts';

/** How many of a sheet's errors the page lists; the downloadable report has all of them. */
export const ERRORS_SHOWN = 50;

export const CatalogueImportDocument = graphql(`
  query CatalogueImport($storeId: ID!, $id: ID!, $first: Int) {
    catalogueImport(storeId: $storeId, id: $id) {
      id
      fileName
      status
      products
      variants
      newProducts
      toChange
      errorCount
      errors(first: $first) {
        row
        column
        message
      }
      done
      created
      updated
      unchanged
      drafts
      failure
    }
  }
`);

export const ApplyCatalogueImportDocument = graphql(`
  mutation ApplyCatalogueImport($storeId: ID!, $id: ID!) {
    applyCatalogueImport(storeId: $storeId, id: $id) {
      id
      status
    }
  }
`);

export const importKeys = {
  one: (storeId: string, id: string) => ['catalogue-import', storeId, id] as const,
};

/** A checked sheet, read again every second while its import runs. */
export const importQueryOptions = (storeId: string, id: string) =>
  queryOptions({
    queryKey: importKeys.one(storeId, id),
    queryFn: () =>
      request(CatalogueImportDocument, { storeId, id, first: ERRORS_SHOWN }).then(
        (r) => r.catalogueImport,
      ),
    refetchInterval: (query) => (query.state.data?.status === 'APPLYING' ? 1000 : false),
  });

export const applyImport = (storeId: string, id: string) =>
  request(ApplyCatalogueImportDocument, { storeId, id }).then((r) => r.applyCatalogueImport);

/**
 * Sends a sheet's file to be checked (POST /imports/catalogue): answers the import's id. Online
 * only: nothing of it is written until it is applied.
 */
export async function checkSheet(storeId: string, file: File): Promise<string> {
  const response = await fetchApi(
    `/imports/catalogue?${new URLSearchParams({ storeId, name: file.name }).toString()}`,
    { method: 'POST', body: file },
    m.importNeedsConnection(),
  );
  const body = (await response.json().catch(() => null)) as { id?: string } | null;
  if (!body?.id) throw new ApiError(m.somethingWentWrong(), 'INTERNAL_SERVER_ERROR');
  return body.id;
}

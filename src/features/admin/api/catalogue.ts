import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CatalogueKind } from '../../../../domain/enums.ts';
import { request } from '../../../lib/graphql.ts';
import { LOOKUPS_KEY } from '../../../lib/catalogue-lookups.ts';

const AddColorDocument = graphql(`
  mutation AdminAddColor($name: String!, $hexCode: String!) {
    addColor(name: $name, hexCode: $hexCode) {
      id
    }
  }
`);
const AddSizeSystemDocument = graphql(`
  mutation AdminAddSizeSystem($code: String!, $name: String!) {
    addSizeSystem(code: $code, name: $name) {
      id
    }
  }
`);
const AddSizeDocument = graphql(`
  mutation AdminAddSize($systemId: ID!, $name: String!) {
    addSize(systemId: $systemId, name: $name) {
      id
    }
  }
`);
const SetSizeSystemsDocument = graphql(`
  mutation AdminSetSizeSystems($categoryId: ID!, $subCategoryId: ID, $systemIds: [ID!]!) {
    setSizeSystems(categoryId: $categoryId, subCategoryId: $subCategoryId, systemIds: $systemIds) {
      id
    }
  }
`);

const SetCatalogueNameDocument = graphql(`
  mutation AdminSetCatalogueName(
    $kind: CatalogueKind!
    $id: ID!
    $locale: String!
    $name: String!
  ) {
    setCatalogueName(kind: $kind, id: $id, locale: $locale, name: $name) {
      locale
    }
  }
`);

/** The catalogue's lookups are read again everywhere once an admin changes them. */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: LOOKUPS_KEY });

export async function addColor(queryClient: QueryClient, vars: { name: string; hexCode: string }) {
  await request(AddColorDocument, vars);
  await refresh(queryClient);
}

export async function addSizeSystem(
  queryClient: QueryClient,
  vars: { code: string; name: string },
) {
  await request(AddSizeSystemDocument, vars);
  await refresh(queryClient);
}

export async function addSize(queryClient: QueryClient, vars: { systemId: string; name: string }) {
  await request(AddSizeDocument, vars);
  await refresh(queryClient);
}

export async function setSizeSystems(
  queryClient: QueryClient,
  vars: { categoryId: string; subCategoryId: string | null; systemIds: string[] },
) {
  await request(SetSizeSystemsDocument, vars);
  await refresh(queryClient);
}

/**
 * Names a catalogue object in another language. The lookups are read again at once; an order or
 * product already on screen carries its names and shows the new one when it is next read.
 */
export async function setCatalogueName(
  queryClient: QueryClient,
  vars: { kind: CatalogueKind; id: string; locale: string; name: string },
) {
  await request(SetCatalogueNameDocument, vars);
  await refresh(queryClient);
}

/**
 * The catalogue's lookups (decision 034): the palette, the size systems and each gender's
 * categories with what they take. Read by the product form, the import, the bulk editor and the
 * admins' catalogue page, under one key (`LOOKUPS_KEY`) that an admin's change refreshes.
 */
import { queryOptions } from '@tanstack/react-query';
import { GENDER_CODES, type GenderCode } from '../../domain/enums.ts';
import { GENDER_LABELS, labelOf } from '../../domain/labels.ts';
import { graphql } from '../gql';
import { lookupKeys } from './catalogue-lookup-keys.ts';
import { request } from './graphql.ts';

/**
 * The genders as the forms offer them, in the seed's order, in the page's language: rendered
 * when asked, never when the module loads (the language's messages may not be there yet).
 */
export const genders = (): { code: GenderCode; label: string }[] =>
  GENDER_CODES.map((code) => ({ code, label: labelOf(GENDER_LABELS, code) }));

export { LOOKUPS_KEY, lookupKeys } from './catalogue-lookup-keys.ts';

/** Lookups change only with a release or an admin's change: kept a day, saved for offline use. */
const DAY = 24 * 60 * 60_000;

const CategoriesDocument = graphql(`
  query GetProductCategories($gender: GenderCode) {
    productCategories(gender: $gender) {
      id
      gender
      name
      names {
        locale
        name
      }
      subCategory
      sizeSystemIds
      subCategories {
        id
        name
        names {
          locale
          name
        }
        sizeSystemIds
      }
    }
  }
`);

const LookupsDocument = graphql(`
  query CatalogueLookups {
    colors {
      id
      name
      names {
        locale
        name
      }
      hexCode
    }
    sizeSystems {
      id
      code
      name
      names {
        locale
        name
      }
      sizes {
        id
        name
        names {
          locale
          name
        }
      }
    }
  }
`);

/** A gender's categories; every gender's without one (the admins' naming). */
export const categoriesQueryOptions = (gender: GenderCode | undefined) =>
  queryOptions({
    queryKey: lookupKeys.categories(gender),
    queryFn: async () => (await request(CategoriesDocument, { gender })).productCategories,
    staleTime: DAY,
  });

export const lookupsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.all(),
    queryFn: () => request(LookupsDocument, {}),
    staleTime: DAY,
  });

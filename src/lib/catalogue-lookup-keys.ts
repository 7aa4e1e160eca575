/** The catalogue lookups' cache keys, apart from their reads (the browser tests import them). */
export const LOOKUPS_KEY = ['catalogue-lookups'] as const;
export const lookupKeys = {
  all: () => LOOKUPS_KEY,
  categories: (gender: string | undefined) =>
    [...LOOKUPS_KEY, 'categories', gender ?? 'all'] as const,
};

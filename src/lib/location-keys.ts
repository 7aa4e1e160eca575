/**
 * A store's pickup locations' query keys (issue 51, decision 055): the Locations screen, stock and
 * orders. A module of their own, without the client's requests, for the tests to import too.
 */
export const locationKeys = {
  all: ['locations'] as const,
  store: (storeId: string) => [...locationKeys.all, storeId] as const,
};

import type { PageArgs } from '../services/paging.ts';

/**
 * A list's paging arguments as the services take them (decision 024): page 1 and `limit` when a
 * client sends null, the cursors as sent.
 */
export const pageArgs = (
  args: {
    page?: number | null;
    limit?: number | null;
    after?: string | null;
    before?: string | null;
  },
  limit = 10,
): PageArgs => ({
  page: args.page ?? 1,
  limit: args.limit ?? limit,
  after: args.after,
  before: args.before,
});

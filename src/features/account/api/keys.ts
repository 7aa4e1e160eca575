/** Query keys of the account domain; the persisted cache is already per user (buster). */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

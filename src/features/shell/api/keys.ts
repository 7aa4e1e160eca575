/** Query keys of the shell's own data. */
export const shellKeys = {
  all: ['shell'] as const,
  supportContact: () => [...shellKeys.all, 'support-contact'] as const,
};

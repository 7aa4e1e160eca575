import { createFileRoute, redirect } from '@tanstack/react-router';

/** QC disputes are claims of kind QC_DISPUTE (decision 054): the old address opens them there. */
export const Route = createFileRoute('/_app/admin/disputes')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/claims', search: { status: 'OPEN', kind: 'QC_DISPUTE' } });
  },
});

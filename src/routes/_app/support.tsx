import { createFileRoute } from '@tanstack/react-router';
import { supportContactQueryOptions } from '../../features/shell/api/support-contact.ts';
import { SupportPage } from '../../features/shell/components/SupportPage.tsx';
import { preload } from '../../lib/preload.ts';

export const Route = createFileRoute('/_app/support')({
  loader: ({ context }) => preload(context.queryClient, supportContactQueryOptions()),
  component: SupportPage,
});

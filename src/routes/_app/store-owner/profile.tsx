import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../../lib/me.ts';
import { ProfileView } from '../../../features/account/components/ProfileView.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { preload } from '../../../lib/preload.ts';

export const Route = createFileRoute('/_app/store-owner/profile')({
  loader: ({ context }) => preload(context.queryClient, meQueryOptions()),
  component: () => (
    <Page title={m.profile()}>
      <ProfileView />
    </Page>
  ),
});

import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../components/ui/page.tsx';
import { TeamView } from '../../../features/team/components/TeamView.tsx';
import { meQueryOptions } from '../../../lib/me.ts';
import { preload } from '../../../lib/preload.ts';

export const Route = createFileRoute('/_app/store-owner/team')({
  loader: ({ context }) => preload(context.queryClient, meQueryOptions()),
  component: () => (
    <Page title={m.team()}>
      <TeamView />
    </Page>
  ),
});

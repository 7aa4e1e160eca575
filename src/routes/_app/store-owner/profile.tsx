import { createFileRoute } from '@tanstack/react-router';
import { meQueryOptions } from '../../../features/account/api/me.ts';
import { ProfileView } from '../../../features/account/components/ProfileView.tsx';

export const Route = createFileRoute('/_app/store-owner/profile')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(meQueryOptions()),
  component: () => (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Profile</h1>
      <ProfileView />
    </div>
  ),
});

import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { adminKeys } from './stores.ts';

export const PlatformSettingsDocument = graphql(`
  query PlatformSettings {
    platformSettings {
      unpaidHoldHours
    }
  }
`);

export const UpdatePlatformSettingsDocument = graphql(`
  mutation UpdatePlatformSettings($unpaidHoldHours: Int!) {
    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours) {
      unpaidHoldHours
    }
  }
`);

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'settings'] as const,
    queryFn: () => request(PlatformSettingsDocument, {}),
  });

export function savePlatformSettings(values: { unpaidHoldHours: number }) {
  return request(UpdatePlatformSettingsDocument, values);
}

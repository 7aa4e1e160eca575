import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import type { PlatformSettings } from '../../../../domain/settings.ts';
import { adminKeys } from './stores.ts';

export const PlatformSettingsDocument = graphql(`
  query PlatformSettings {
    platformSettings {
      unpaidHoldHours
      operatorGstin
    }
  }
`);

export const UpdatePlatformSettingsDocument = graphql(`
  mutation UpdatePlatformSettings($unpaidHoldHours: Int!, $operatorGstin: String) {
    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours, operatorGstin: $operatorGstin) {
      unpaidHoldHours
      operatorGstin
    }
  }
`);

export const platformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'settings'] as const,
    queryFn: async (): Promise<PlatformSettings> => {
      const { platformSettings: s } = await request(PlatformSettingsDocument, {});
      return { unpaidHoldHours: s.unpaidHoldHours, operatorGstin: s.operatorGstin ?? '' };
    },
  });

export function savePlatformSettings(values: PlatformSettings) {
  return request(UpdatePlatformSettingsDocument, values);
}

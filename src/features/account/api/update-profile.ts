import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';
import { accountKeys } from './keys.ts';

export const UpdateProfileDocument = graphql(`
  mutation updateProfile($name: String, $phone: String) {
    updateProfile(name: $name, phone: $phone) {
      id
      name
      phone
      updatedAt
    }
  }
`);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { name: string | null; phone: string | null }) =>
      request(UpdateProfileDocument, vars),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}

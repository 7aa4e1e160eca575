import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

export const RequestPasswordResetDocument = graphql(`
  mutation requestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (vars: { email: string }) => request(RequestPasswordResetDocument, vars),
  });
}

import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

export const ResetPasswordDocument = graphql(`
  mutation resetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password)
  }
`);

export function useResetPassword() {
  return useMutation({
    mutationFn: (vars: { token: string; password: string }) => request(ResetPasswordDocument, vars),
  });
}

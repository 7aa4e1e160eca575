import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

export const LoginDocument = graphql(`
  mutation login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        id
        email
        role
        adminPermissions
        locale
        stores {
          id
          name
          logo
          isDeleted
          type
          description
          createdAt
          isApproved
          myPermissions
        }
      }
    }
  }
`);

export function useLogin() {
  return useMutation({
    mutationFn: (vars: { email: string; password: string }) => request(LoginDocument, vars),
  });
}

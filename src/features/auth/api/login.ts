import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

/** What the console keeps of the person who signs in, by password or by passkey. */
graphql(`
  fragment SignedInUser on User {
    id
    email
    role
    adminPermissions
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
`);

export const LoginDocument = graphql(`
  mutation login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        ...SignedInUser
      }
    }
  }
`);

export function useLogin() {
  return useMutation({
    mutationFn: (vars: { email: string; password: string }) => request(LoginDocument, vars),
  });
}

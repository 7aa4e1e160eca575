import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

export const RegisterDocument = graphql(`
  mutation registerStore(
    $email: String!
    $password: String!
    $role: Role!
    $org: String
    $fullName: String
    $phone: String
  ) {
    register(
      email: $email
      password: $password
      role: $role
      org: $org
      fullName: $fullName
      phone: $phone
    ) {
      token
      user {
        id
        email
        role
      }
    }
  }
`);

/** The seed's sign-up screen registers store owners. */
export function useRegister() {
  return useMutation({
    mutationFn: (vars: {
      email: string;
      password: string;
      org?: string | null;
      fullName?: string | null;
      phone?: string | null;
    }) => request(RegisterDocument, { ...vars, role: 'STORE_OWNER' }),
  });
}

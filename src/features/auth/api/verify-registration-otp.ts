import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

export const VerifyRegistrationOtpDocument = graphql(`
  mutation verifyRegistrationOTP($email: String!, $otp: String!) {
    verifyRegistrationOTP(email: $email, otp: $otp)
  }
`);

export function useVerifyRegistrationOtp() {
  return useMutation({
    mutationFn: (vars: { email: string; otp: string }) =>
      request(VerifyRegistrationOtpDocument, vars),
  });
}

import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

export const SendRegistrationOtpDocument = graphql(`
  mutation sendRegistrationOTP($email: String!) {
    sendRegistrationOTP(email: $email) {
      success
      resendAfter
    }
  }
`);

export function useSendRegistrationOtp() {
  return useMutation({
    mutationFn: (vars: { email: string }) => request(SendRegistrationOtpDocument, vars),
  });
}

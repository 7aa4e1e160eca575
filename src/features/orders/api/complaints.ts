import { graphql } from '../../../gql';
import { request } from '../../../lib/graphql.ts';

export const ResolveComplaintDocument = graphql(`
  mutation resolveComplaint($complaintId: ID!, $note: String!) {
    resolveComplaint(complaintId: $complaintId, note: $note) {
      id
      status
      resolutionNote
    }
  }
`);

export const DismissComplaintDocument = graphql(`
  mutation dismissComplaint($complaintId: ID!, $note: String!) {
    dismissComplaint(complaintId: $complaintId, note: $note) {
      id
      status
      resolutionNote
    }
  }
`);

/** Resolve or Dismiss need the connection: the customer is told at once. */
export async function closeComplaint(
  kind: 'resolve' | 'dismiss',
  complaintId: string,
  note: string,
) {
  if (kind === 'resolve')
    return (await request(ResolveComplaintDocument, { complaintId, note })).resolveComplaint;
  return (await request(DismissComplaintDocument, { complaintId, note })).dismissComplaint;
}

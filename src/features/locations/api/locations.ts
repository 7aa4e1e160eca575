import { graphql } from '../../../gql';

export const AddStoreLocationDocument = graphql(`
  mutation AddStoreLocation($storeId: ID!, $input: LocationInput!) {
    addStoreLocation(storeId: $storeId, input: $input) {
      id
      name
    }
  }
`);

export const UpdateStoreLocationDocument = graphql(`
  mutation UpdateStoreLocation($storeId: ID!, $locationId: ID!, $input: LocationInput!) {
    updateStoreLocation(storeId: $storeId, locationId: $locationId, input: $input) {
      id
      name
    }
  }
`);

export const ArchiveStoreLocationDocument = graphql(`
  mutation ArchiveStoreLocation($storeId: ID!, $locationId: ID!) {
    archiveStoreLocation(storeId: $storeId, locationId: $locationId) {
      id
      archived
    }
  }
`);

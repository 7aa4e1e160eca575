import type { CodegenConfig } from '@graphql-codegen/cli';

/** One run: server resolver types and the console's typed documents, both from schema.graphql. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/resolvers-types.gen.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        mappers: {
          User: '../db/schema.ts#UserRow',
          Store: '../db/schema.ts#StoreRow',
          StoreReview: '../db/schema.ts#StoreRow',
          StoreMember: '../services/members.ts#TeamMember',
          FormerMember: '../services/members.ts#FormerMember as FormerMemberModel',
          StoreInvitation: '../db/schema.ts#StoreInvitationRow',
          Passkey: '../db/schema.ts#PasskeyRow',
          ActivityEntry: '../services/activity.ts#ActivityEntry as ActivityEntryModel',
          Notification: '../db/schema.ts#NotificationRow',
          Product: '../db/schema.ts#ProductRow',
          InventoryEntry: '../db/schema.ts#InventoryEntryRow',
          Order: '../db/schema.ts#OrderRow',
          OrderItem: '../db/schema.ts#OrderItemRow',
          Complaint: '../db/schema.ts#ComplaintRow',
          AuditEntry: '../db/schema.ts#AuditRow',
          CatalogueImport: '../db/schema.ts#CatalogueImportRow',
          Organisation: '../db/schema.ts#OrganisationRow',
          HistoryOrder: '../services/order-reads.ts#HistoryRow',
          CreditNote: '../services/order-reads.ts#CreditNoteView',
          QcDispute: '../db/schema.ts#ClaimRow',
          Claim: '../db/schema.ts#ClaimRow',
          StoreLocation: '../services/locations.ts#LocationView',
          StockTransfer: '../db/schema.ts#StockTransferRow',
          StockTransferLine: '../db/schema.ts#StockTransferLineRow',
          LocationStock: '../services/locations.ts#LocationStockRow as LocationStockModel',
          ListingReview: '../db/schema.ts#ListingReviewRow',
          ListingVersion: '../../domain/listing-review.ts#ListingSnapshot',
          ListingTrust: '../services/listings.ts#TrustView',
          Payout: '../db/schema.ts#PayoutRow',
          LedgerLine: '../services/settlement.ts#LedgerEntry',
          FilingPack: '../../domain/filing.ts#FilingPack as FilingPackModel',
          FilingDocuments: '../../domain/filing.ts#DocumentSeries as FilingDocumentsModel',
          FilingSupply: '../../domain/filing.ts#SupplyRow',
          FilingTransfer: '../../domain/filing.ts#TransferSupplyRow',
          FilingHsn: '../../domain/filing.ts#HsnRow',
          FilingTcs: '../../domain/filing.ts#TcsSums',
          PlatformSettings: '../../domain/settings.ts#PlatformSettings as PlatformSettingsModel',
          // The catalogue's names in other languages come from their own resolver (names).
          Color: 'Omit<{T}, "names">',
          ProductSize: 'Omit<{T}, "names">',
          SizeSystem: 'Omit<{T}, "names">',
          ProductCategory: 'Omit<{T}, "names">',
          SubCategory: 'Omit<{T}, "names">',
          ProductCategoryRef: 'Omit<{T}, "names">',
        },
        enumsAsTypes: true,
        scalars: { ID: 'string', Paise: 'number', Time: 'string' },
        useIndexSignature: false,
      },
    },
    'src/gql/': {
      preset: 'client',
      // Fragments name shared field sets; their fields arrive in the query's own type.
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string', Paise: 'number', Time: 'string' },
        // Documents travel as their text: an AST of every operation was ~100 kB of the first
        // script, and sending it needed graphql's printer on the client.
        documentMode: 'string',
      },
    },
  },
};

export default config;

/**
 * Return claims (issue 50, decision 054): the store's claims, support's queue, and filing one, a
 * queued write like every other (decision 025): its photos and video wait on the device with it and
 * go up once each, under their own keys, before the claim itself is sent once.
 */
import { m } from '../../../../domain/messages.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { CLAIM_KIND_LABELS } from '../../../../domain/labels-orders.ts';
import { shortId } from '../../../../domain/id.ts';
import { graphql } from '../../../gql';
import type {
  ClaimDecision,
  ClaimKind,
  FileClaimMutation,
  FileClaimMutationVariables,
} from '../../../gql/graphql.ts';
import { request } from '../../../lib/graphql.ts';
import { patchSaved } from '../../../lib/saved-list.ts';
import { queueWrite } from '../../../offline/actions.ts';
import { forgetPhotos, uploadKept, type KeptPhotos } from '../../../offline/photos.ts';
import { defineQueuedWrite } from '../../../offline/queued-write.ts';
import { orderKeys } from './keys.ts';
import { claimKeys } from './claim-queries.ts';
import { claimEntity } from './keys.ts';
import type { OrderDetails } from './queries.ts';

const DecideClaimDocument = graphql(`
  mutation DecideClaim(
    $id: ID!
    $decision: ClaimDecision!
    $amountPaise: Paise
    $reason: String!
    $restock: Boolean
  ) {
    decideClaim(
      id: $id
      decision: $decision
      amountPaise: $amountPaise
      reason: $reason
      restock: $restock
    ) {
      ...ClaimFields
    }
  }
`);

export const decideClaim = (vars: {
  id: string;
  decision: ClaimDecision;
  amountPaise?: number | null;
  reason: string;
  restock?: boolean;
}) => request(DecideClaimDocument, vars);

const FileClaimDocument = graphql(`
  mutation FileClaim($orderItemId: ID!, $input: ClaimInput!) {
    fileClaim(orderItemId: $orderItemId, input: $input) {
      id
      kind
      status
      amountClaimedPaise
      amountAcceptedPaise
      deadline
      decisionReason
    }
  }
`);

export interface ClaimVars extends Record<string, unknown> {
  storeId: string;
  orderId: string;
  orderItemId: string;
  /** The item as the seller saw it, for the Sync screen. */
  what: string;
  kind: ClaimKind;
  awb: string | null;
  note: string;
  amountPaise: number;
  photos: KeptPhotos | null;
  /** The video, kept as one file beside the photos. */
  video: KeptPhotos | null;
}

export { claimEntity };

type SavedItem = OrderDetails['items'][number];

/** The item in the saved order: its claim shown as filed (or put back), its options with it. */
function setClaim(
  queryClient: Parameters<typeof patchSaved>[0],
  vars: ClaimVars,
  change: (item: SavedItem) => SavedItem,
) {
  patchSaved<OrderDetails>(
    queryClient,
    { queryKey: orderKeys.order(vars.orderId), exact: true },
    (o) => ({
      ...o,
      items: o.items.map((i) => (i.id === vars.orderItemId ? change(i) : i)),
    }),
  );
}

export const fileClaimWrite = defineQueuedWrite<
  ClaimVars,
  FileClaimMutation,
  { version: number },
  FileClaimMutationVariables
>({
  kind: 'fileClaim',
  document: FileClaimDocument,
  entity: claimEntity,
  describe: (vars) =>
    m.syncClaim({
      kind: labelOf(CLAIM_KIND_LABELS, vars.kind),
      item: vars.what,
      order: shortId(vars.orderId),
    }),
  expectedVersion: () => null,
  rebase: (vars) => vars,
  versionOf: () => null,
  apply(queryClient, vars) {
    let previous: SavedItem | null = null;
    setClaim(queryClient, vars, (i) => {
      previous = i;
      return {
        ...i,
        claimOptions: [],
        claim: {
          id: claimEntity(vars),
          kind: vars.kind,
          status: 'OPEN',
          amountClaimedPaise: vars.amountPaise,
          amountAcceptedPaise: null,
          deadline: i.claimOptions.find((o) => o.kind === vars.kind)?.closesOn ?? '',
          decisionReason: null,
        },
      };
    });
    return previous ? { vars, item: previous } : null;
  },
  rollback(queryClient, previous) {
    const saved = previous as { vars: ClaimVars; item: SavedItem } | null;
    if (saved) setClaim(queryClient, saved.vars, () => saved.item);
  },
  applied(queryClient, { fileClaim: claim }, vars) {
    setClaim(queryClient, vars, (i) => ({ ...i, claimOptions: [], claim }));
  },
  conflictFields: () => [],
  settled: async (queryClient) => {
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    await queryClient.invalidateQueries({ queryKey: claimKeys.all });
  },
  async prepare(vars, save) {
    const target = (folderName: 'qcPhotos' | 'claimVideos') => ({
      folderName,
      storeId: vars.storeId,
    });
    const photos = vars.photos
      ? await uploadKept(vars.photos, target('qcPhotos'), {
          entity: claimEntity(vars),
          field: 'photos',
          save: (uploaded) => save({ ...vars, photos: { ...vars.photos!, uploaded } }),
        })
      : [];
    const [video] = vars.video
      ? await uploadKept(vars.video, target('claimVideos'), {
          entity: claimEntity(vars),
          field: 'video',
          save: (uploaded) =>
            save({
              ...vars,
              photos: vars.photos && { ...vars.photos, uploaded: photos },
              video: { ...vars.video!, uploaded },
            }),
        })
      : [];
    return {
      orderItemId: vars.orderItemId,
      input: {
        kind: vars.kind,
        awb: vars.awb,
        note: vars.note,
        amountPaise: vars.amountPaise,
        photos,
        video: video ?? null,
      },
    };
  },
  forget: async ({ photos, video }) => {
    if (photos) await forgetPhotos(photos);
    if (video) await forgetPhotos(video);
  },
});

export const fileClaim = (vars: ClaimVars) => queueWrite(fileClaimWrite, vars, vars.storeId);

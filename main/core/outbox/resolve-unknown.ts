import { z } from 'zod';
import { readDraftBody } from '$shared/draft';
import { SubmissionDataSchema, SubmissionResponseSchema } from '$shared/wire/submission-response';
import { DatabaseError, getApplication, transition } from '$main/database';
import { toSubmissionResult } from '$main/database/outbox/submission-result';
import type { RequestContext } from '../request-context';

/** IDs the agent confirmed with the acquirer for an application whose outcome was unknown. */
export const ConfirmedIdsSchema = z.object({
  merchantId: z.number().int().nonnegative(),
  stores: z.array(
    z.object({ storeName: z.string().optional(), agreementId: z.number().int().nonnegative(), terminalId: z.number().int().nonnegative() }),
  ),
});
export type ConfirmedIds = z.infer<typeof ConfirmedIdsSchema>;

/** Accepts the agent's IDs, or the service's own 201 body or its `data`, as support may paste either. */
export function readConfirmedIds(json: unknown): ConfirmedIds | undefined {
  const direct = ConfirmedIdsSchema.safeParse(json);
  if (direct.success) return direct.data;
  const envelope = SubmissionResponseSchema.safeParse(json);
  if (envelope.success) return envelope.data.data;
  const data = SubmissionDataSchema.safeParse(json);
  return data.success ? data.data : undefined;
}

/** unknown outcome → submitted, with IDs the agent confirmed with the acquirer. */
export function resolveWithIds({ database, actor }: RequestContext, { id, ...ids }: { id: string } & ConfirmedIds): void {
  const record = getApplication(database, id);
  if (record === undefined) throw new DatabaseError('not_found', `no application ${id}`);
  const sentStores = ((readDraftBody(record.body).application.stores as { name?: unknown }[] | undefined) ?? []).map((s) =>
    typeof s?.name === 'string' ? s.name : '',
  );
  const data = {
    merchantName: record.businessName,
    merchantId: ids.merchantId,
    stores: ids.stores.map((s, i) => ({
      storeName: s.storeName ?? sentStores[i] ?? '',
      agreementId: s.agreementId,
      terminalId: s.terminalId,
    })),
  };
  const result = toSubmissionResult(data, readDraftBody(record.body).application, 'agent');
  const moved = transition(database, id, {
    from: ['unknown_outcome'],
    to: 'submitted',
    actor,
    reason: { code: 'confirmed', params: { merchantId: ids.merchantId } },
    merchantId: ids.merchantId,
    result,
  });
  if (!moved) throw new DatabaseError('not_editable', `application ${id} is ${record.status}, not unknown outcome`);
}

/**
 * unknown outcome → queued: the agent checked with the acquirer that no merchant was created and
 * chooses to send again. The audit log records that a person decided it.
 */
export function resendUnknown({ database, actor }: RequestContext, { id }: { id: string }): void {
  const moved = transition(database, id, {
    from: ['unknown_outcome'],
    to: 'queued',
    actor,
    reason: { code: 'resent', params: {} },
    nextAttemptAt: null,
  });
  if (!moved) {
    const record = getApplication(database, id);
    throw new DatabaseError(
      record ? 'not_editable' : 'not_found',
      record ? `application ${id} is ${record.status}, not unknown outcome` : `no application ${id}`,
    );
  }
}

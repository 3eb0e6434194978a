import type { IncomingMessage } from 'node:http';
import type { EntityType } from '$shared/entity-types';
import { hasApplicant } from '$shared/entity-types';
import { validateApplication } from '$shared/rules/validate-application';
import type { ApplicationByType } from '$shared/wire/applications';
import { applicationHash } from './application-hash';
import { replyAfterProcessing, replyBeforeProcessing, truncated } from './faults/fault-replies';
import type { AppliedFaults } from './faults/faults';
import { createMerchant } from './id-store';
import type { KeyEntry } from './key-registry';
import { isJsonContentType, readJsonBody } from './http/read-body';
import { type Reply, errorReply, jsonReply, problemItems } from './http/replies';
import type { ServiceContext } from './service-context';

/**
 * One of the five POSTs. Order of refusals: content type (415), size (413), JSON (415), the
 * rules against the key's own settings (422). Only an application with no problem is created.
 */
export async function submissionReply(
  req: IncomingMessage,
  context: ServiceContext,
  type: EntityType,
  key: KeyEntry,
  faults: AppliedFaults,
): Promise<Reply> {
  const early = replyBeforeProcessing(faults.outcome);
  if (early !== undefined) return early;

  const genuine = await processSubmission(req, context, type, key);
  return replyAfterProcessing(genuine, faults.outcome, {
    malformed: () => truncated(genuine),
    wrongShape: () => wrongShape(genuine),
  });
}

async function processSubmission(req: IncomingMessage, context: ServiceContext, type: EntityType, key: KeyEntry): Promise<Reply> {
  if (!isJsonContentType(req.headers['content-type'])) {
    return errorReply(415, 'Content-Type must be application/json');
  }
  const body = await readJsonBody(req);
  if (!body.ok) return body.reply;

  const now = context.now();
  const problems = validateApplication(type, body.value, { settings: key.settings, today: now.toISOString().slice(0, 10) });
  if (problems.length > 0) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    return errorReply(422, `The application has ${count}`, { errors: problemItems(problems) });
  }

  // No problem means the schema accepted it, so the shape below is the wire type.
  const application = body.value as ApplicationByType[EntityType];
  const merchantName = merchantNameOf(type, application);
  const created = createMerchant(context.db, {
    entityType: type,
    merchantName,
    applicationHash: applicationHash(body.value),
    keyFingerprint: key.fingerprint,
    createdAt: now.toISOString(),
    storeNames: application.stores.map((store) => store.name),
  });
  return jsonReply(201, {
    success: true,
    statusCode: 201,
    message: 'Merchant created',
    data: { merchantName, merchantId: created.merchantId, stores: created.stores },
  });
}

function merchantNameOf(type: EntityType, application: ApplicationByType[EntityType]): string {
  if (hasApplicant(type) && 'applicant' in application) return application.applicant.legalName;
  if ('company' in application) return application.company.name;
  throw new Error(`an application of type ${type} has neither applicant nor company`);
}

/** The envelope without the IDs a client needs to record the merchant. */
function wrongShape(genuine: Reply): Reply {
  if (genuine.kind !== 'send') return genuine;
  const parsed = JSON.parse(genuine.body) as { data: { merchantName: string; stores: { storeName: string }[] } };
  return jsonReply(genuine.status, {
    success: true,
    statusCode: genuine.status,
    message: 'Merchant created',
    data: { merchantName: parsed.data.merchantName, stores: parsed.data.stores.map(({ storeName }) => ({ storeName })) },
  });
}

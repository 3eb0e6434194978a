import { reasonChanged } from '../../../shared/draft';
import type { RefusalView } from '../../../shared/ipc/views';
import { type Store, listRefusals } from '../../store';

/** The stored refusals with each reason checked against the application as it is now. */
export function refusalViews(store: Store, id: string, application: unknown): RefusalView[] {
  return listRefusals(store, id).map((refusal) => ({
    id: refusal.id,
    refusedAt: refusal.refusedAt,
    httpStatus: refusal.httpStatus,
    message: refusal.message,
    requeuedAt: refusal.requeuedAt,
    reasons: refusal.reasons.map((reason) => ({
      path: reason.path,
      servicePath: reason.servicePath,
      code: reason.code,
      message: reason.message,
      changed: reasonChanged(reason, application),
    })),
  }));
}

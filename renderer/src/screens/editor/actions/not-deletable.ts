import { EDITABLE_STATUSES, type ApplicationStatus } from '$shared/application-status';
import { NOT_DELETABLE_STATUSES } from '$shared/ipc/errors';

export type NotDeletableStatus = (typeof NOT_DELETABLE_STATUSES)[number];

/**
 * Why main would refuse to delete an application the service may hold (its status, as main's
 * `not_deletable` error words it), or undefined when it can go. A merchant ID means it was sent.
 */
export function whyNotDeletable(view: { status: ApplicationStatus; merchantId: number | null }): NotDeletableStatus | undefined {
  if (view.merchantId !== null) return 'submitted';
  if ((EDITABLE_STATUSES as readonly ApplicationStatus[]).includes(view.status)) return undefined;
  return (NOT_DELETABLE_STATUSES as readonly string[]).includes(view.status) ? (view.status as NotDeletableStatus) : 'submitted';
}

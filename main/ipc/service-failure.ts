import type { ServiceFailure } from '$shared/ipc/views';
import { type ServiceError } from '$main/core';

/** A service error as the renderer words it: its kind and, where there was one, the HTTP status (0: none). */
export function serviceFailure(error: ServiceError): ServiceFailure {
  return { why: error.kind, httpStatus: error.status ?? 0 };
}

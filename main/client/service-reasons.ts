import { parsePath } from '$shared/rules/problem';
import { parseJsonWithin } from '$main/json/bounded-json';
import { ServiceErrorBodySchema } from '$shared/wire/submission-response';
import { RESPONSE_LIMITS } from './response-limits';
import type { ServiceReason } from './submit-outcome';

/**
 * Reads whatever a refusing service wrote (§7 shows no error shape) into reasons with paths.
 * Never throws and never drops the service's words: an unreadable body becomes one reason
 * carrying its text.
 */
export function readServiceReasons(body: string): { message: string; reasons: ServiceReason[] } {
  let json: unknown;
  try {
    json = parseJsonWithin(body, RESPONSE_LIMITS);
  } catch {
    // Not JSON, or nested past the limit: kept as the service's text.
    const text = body.trim().slice(0, 2000);
    return {
      message: text || 'The service refused the application without a reason.',
      reasons: text ? [{ path: null, servicePath: null, code: null, message: text }] : [],
    };
  }
  const parsed = ServiceErrorBodySchema.safeParse(json);
  if (!parsed.success) {
    return {
      message: 'The service refused the application.',
      reasons: [{ path: null, servicePath: null, code: null, message: JSON.stringify(json).slice(0, 2000) }],
    };
  }
  const reasons = (parsed.data.errors ?? []).map((item): ServiceReason => {
    const path = typeof item.path === 'string' ? parsePath(item.path) : Array.isArray(item.path) ? item.path : null;
    const servicePath = typeof item.path === 'string' ? item.path : Array.isArray(item.path) ? JSON.stringify(item.path) : null;
    return { path: path && path.length > 0 ? path : null, servicePath, code: item.code ?? null, message: item.message ?? 'no message' };
  });
  const message = parsed.data.message ?? 'The service refused the application.';
  return { message, reasons: reasons.length > 0 ? reasons : [{ path: null, servicePath: null, code: null, message }] };
}

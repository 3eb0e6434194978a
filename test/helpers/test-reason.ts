import type { StatusReason } from '$shared/messages/status-reasons';

/** A status reason for tests of the database's mechanics, where which reason does not matter. */
export function testReason(text: string): StatusReason {
  return { code: 'legacy', params: { text } };
}

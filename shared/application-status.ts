/**
 * An application's life on the agent's machine (the service shows no states, §3; decision G23).
 * draft → ready → queued → sending → submitted | rejected | unknown_outcome, and
 * needs_attention when new settings no longer accept a ready or queued application.
 */
export const APPLICATION_STATUSES = [
  'draft',
  'ready',
  'queued',
  'sending',
  'submitted',
  'rejected',
  'unknown_outcome',
  'needs_attention',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Statuses in which the agent may change the body; anything later belongs to the outbox. */
export const EDITABLE_STATUSES = ['draft', 'ready', 'needs_attention', 'rejected'] as const satisfies readonly ApplicationStatus[];

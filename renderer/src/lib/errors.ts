import { type ApiError, asApiError } from './api';
import { t } from './i18n/i18n.svelte';

/** An error in the agent's words; the technical message follows as detail where it adds something. */
export function errorText(error: unknown): string {
  const apiError: ApiError = asApiError(error);
  return t(`error.${apiError.code}`);
}

export function errorDetail(error: unknown): string {
  return asApiError(error).message;
}

import { type ApiError, asApiError } from './api';
import { wordCoded } from './i18n/coded';
import { t } from './i18n/i18n.svelte';

/** An error in the agent's words, from its code and params; a refused file is named. */
export function errorText(error: unknown): string {
  const { error: ipc }: ApiError = asApiError(error);
  const text = wordCoded('error', ipc);
  return ipc.code === 'invalid_file' && ipc.params.fileName !== '' ? t('error.fileNamed', { fileName: ipc.params.fileName, text }) : text;
}

/** Main's technical English, for support only: shown folded away and marked as English. */
export function errorDetail(error: unknown): string {
  return asApiError(error).message;
}

import { SUBMISSION_PATHS, type EntityType } from '$shared/entity-types';
import { type Settings, SettingsSchema } from '$shared/wire/settings';
import { SubmissionResponseSchema } from '$shared/wire/submission-response';
import { JsonLimitError, parseJsonWithin } from '$main/json/bounded-json';
import { exchange, type ExchangeResult } from './http-exchange';
import { MAX_RESPONSE_BYTES, MAX_SETTINGS_BYTES, RESPONSE_LIMITS, SETTINGS_LIMITS } from './response-limits';
import { RequestBody } from './request-body';
import { ServiceError, parseRetryAfter } from './service-error';
import { readServiceReasons } from './service-reasons';
import type { SubmitOutcome } from './submit-outcome';

export const DEFAULT_API_VERSION = '2.0';

export interface ServiceClientOptions {
  /** Ends with `/isoapi` (§ Notation). */
  baseUrl: string;
  apiKey: string;
  apiVersion?: string;
  settingsTimeoutMs?: number;
  submitTimeoutMs?: number;
  /** Remembers which path spelling worked, per base URL (§4.1.5, decision G14). */
  pathMemory?: PathMemory;
  now?: () => Date;
}

export interface PathMemory {
  get(baseUrl: string, type: EntityType): string | undefined;
  set(baseUrl: string, type: EntityType, path: string): void;
}

export interface ServiceClient {
  readonly baseUrl: string;
  getSettings(): Promise<Settings>;
  /** `application` as a value (turned into JSON here), or a body already encoded (the outbox's, files and all). */
  submit(type: EntityType, application: unknown): Promise<SubmitOutcome>;
}

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const baseUrl = checkBaseUrl(options.baseUrl);
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  const now = options.now ?? (() => new Date());
  const memory = options.pathMemory ?? inMemoryPathMemory();
  const headers = {
    Apikey: options.apiKey,
    'api-version': apiVersion,
    Accept: 'application/json',
  };
  const url = (path: string) => new URL(baseUrl + path);

  async function getSettings(): Promise<Settings> {
    const result = await exchange({
      method: 'GET',
      url: url('/settings'),
      headers,
      timeoutMs: options.settingsTimeoutMs ?? 15_000,
      maxResponseBytes: MAX_SETTINGS_BYTES,
    });
    if (!result.ok && result.failure.reason === 'response_too_large') {
      // Read no further: no settings are that large, and the last good ones stay in force.
      throw new ServiceError('bad_response', `settings answer is refused: it is larger than ${MAX_SETTINGS_BYTES} bytes`);
    }
    if (!result.ok) {
      const kind = result.failure.stage === 'before_send' ? 'not_sent' : 'lost';
      throw new ServiceError(kind, `settings could not be read: ${result.failure.message}`, null, null, result.failure);
    }
    const { status, body, headers: responseHeaders } = result.response;
    if (status < 200 || status > 299) throw statusError(status, body, parseRetryAfter(responseHeaders['retry-after'], now()));
    let json: unknown;
    try {
      json = parseJsonWithin(body, SETTINGS_LIMITS);
    } catch (error) {
      const why = error instanceof JsonLimitError ? `is refused: ${error.message}` : 'is not JSON';
      throw new ServiceError('bad_response', `settings answer (${status}) ${why}`, status, body);
    }
    const parsed = SettingsSchema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new ServiceError(
        'bad_response',
        `settings answer does not match the interface at ${first?.path.join('.') || '(root)'}: ${first?.message}`,
        status,
        body,
      );
    }
    return parsed.data;
  }

  async function submit(type: EntityType, application: unknown): Promise<SubmitOutcome> {
    const body = application instanceof RequestBody ? application : RequestBody.json(application);
    const remembered = memory.get(baseUrl, type);
    const paths = remembered ? [remembered, ...SUBMISSION_PATHS[type].filter((p) => p !== remembered)] : [...SUBMISSION_PATHS[type]];
    let outcome: SubmitOutcome | undefined;
    for (const path of paths) {
      const result = await exchange({
        method: 'POST',
        url: url(path),
        headers: { ...headers, 'Content-Type': 'application/json' },
        body,
        timeoutMs: options.submitTimeoutMs ?? 30_000,
        maxResponseBytes: MAX_RESPONSE_BYTES,
      });
      outcome = classify(result, path, now());
      // A 404 means the path is not routed, so nothing was created: the next spelling is safe.
      if (!(outcome.kind === 'not_processed' && outcome.reason === 'not_found')) break;
    }
    if (outcome === undefined) throw new Error(`no submission path for ${type}`);
    if (outcome.kind !== 'not_sent' && !(outcome.kind === 'not_processed' && outcome.reason === 'not_found')) {
      memory.set(baseUrl, type, outcome.path);
    }
    return outcome;
  }

  return { baseUrl, getSettings, submit };
}

/** Decision G17: only a readable 201 is a success; anything that may have been processed is unknown. */
function classify(result: ExchangeResult, path: string, now: Date): SubmitOutcome {
  if (!result.ok) {
    if (result.failure.stage === 'before_send') return { kind: 'not_sent', path, failure: result.failure };
    return { kind: 'unknown', path, reason: 'lost', status: null, body: null, failure: result.failure, retryAfterMs: null };
  }
  const { status, body, headers } = result.response;
  const retryAfterMs = parseRetryAfter(headers['retry-after'], now);
  if (status === 201) {
    const data = readCreated(body);
    if (data === undefined) return { kind: 'unknown', path, reason: 'unreadable_success', status, body, failure: null, retryAfterMs: null };
    return { kind: 'created', status, path, data, body };
  }
  if (status === 401 || status === 403) return { kind: 'not_processed', status, path, reason: 'unauthorized', retryAfterMs, body };
  if (status === 404 || status === 405) return { kind: 'not_processed', status, path, reason: 'not_found', retryAfterMs, body };
  if (status === 408 || status === 429) return { kind: 'not_processed', status, path, reason: 'throttled', retryAfterMs, body };
  if (status >= 400 && status <= 499) {
    const { message, reasons } = readServiceReasons(body);
    return { kind: 'rejected', status, path, message, reasons, body };
  }
  const reason = status >= 500 ? 'server_error' : 'unexpected_status';
  return { kind: 'unknown', path, reason, status, body, failure: null, retryAfterMs };
}

function readCreated(body: string) {
  try {
    const parsed = SubmissionResponseSchema.safeParse(parseJsonWithin(body, RESPONSE_LIMITS));
    if (!parsed.success || parsed.data.success === false) return undefined;
    return parsed.data.data;
  } catch {
    return undefined;
  }
}

function statusError(status: number, body: string, retryAfterMs: number | null): ServiceError {
  const { message } = readServiceReasons(body);
  if (status === 401 || status === 403)
    return new ServiceError('unauthorized', `the service refused the API key (${status}): ${message}`, status, body);
  if (status === 404) return new ServiceError('not_found', `the service has no such path (404): check the base URL`, status, body);
  if (status === 408 || status === 429)
    return new ServiceError('throttled', `the service asked to wait (${status})`, status, body, null, retryAfterMs);
  return new ServiceError('http_error', `the service answered ${status}: ${message}`, status, body, null, retryAfterMs);
}

/** This machine's own address: where the training service runs, and no acquirer's service does (G25). */
export function isLoopback(url: URL): boolean {
  // The URL parser writes every IPv4 form as four decimals; a name such as 127.0.0.1.example.com is not loopback.
  return ['localhost', '[::1]'].includes(url.hostname) || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);
}

/** Decision G25: HTTPS, except to this machine (the training service). */
export function checkBaseUrl(text: string): string {
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new ServiceError('not_sent', `"${text}" is not a URL`);
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && isLoopback(parsed))) {
    throw new ServiceError('not_sent', 'the service must be reached over https (plain http only to this machine)');
  }
  const trimmed = parsed.href.replace(/\/+$/, '');
  if (!trimmed.endsWith('/isoapi')) throw new ServiceError('not_sent', 'the service base URL must end with /isoapi');
  return trimmed;
}

export function inMemoryPathMemory(): PathMemory {
  const map = new Map<string, string>();
  return {
    get: (baseUrl, type) => map.get(`${baseUrl} ${type}`),
    set: (baseUrl, type, path) => void map.set(`${baseUrl} ${type}`, path),
  };
}

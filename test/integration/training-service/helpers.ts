import http from 'node:http';
import { expect } from 'vitest';
import type { EntityType } from '$shared/entity-types';
import type { TrainingService } from '$main/training-service';
import { controlFetch } from '../../helpers/control-api';

export const TRAINING_HEADERS = {
  Apikey: 'training',
  'api-version': '2.0',
  'Content-Type': 'application/json',
  Accept: 'application/json',
} as const;

export function submit(
  service: TrainingService,
  type: EntityType | string,
  body: unknown,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Response> {
  return fetch(`${service.baseUrl}/${type}`, {
    method: 'POST',
    headers: { ...TRAINING_HEADERS, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

export function getSettings(service: TrainingService, headers: Record<string, string> = { Apikey: 'training' }): Promise<Response> {
  return fetch(`${service.baseUrl}/settings`, { headers });
}

export function control(service: TrainingService, route: string, method = 'GET', body?: unknown): Promise<Response> {
  return controlFetch(service, route, {
    method,
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
}

export interface ErrorEnvelope {
  success: false;
  statusCode: number;
  message: string;
  errors?: { path: string; code: string; message: string }[];
  supportedVersions?: string[];
}

export async function errorBody(response: Response): Promise<ErrorEnvelope> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorEnvelope;
  expect(body).toMatchObject({ success: false, statusCode: response.status });
  expect(typeof body.message).toBe('string');
  return body;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * node:http keeps header names exactly as written, unlike fetch, so this is how a test puts
 * `APIKEY` on the wire. It also sends bodies chunked when asked, with no Content-Length.
 */
export function rawRequest(options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  chunks?: (Buffer | string)[];
}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(options.url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => parts.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString('utf8') }),
      );
      response.on('error', reject);
    });
    // A server that answers early may close while chunks are still going out; the answer counts.
    request.on('error', reject);
    for (const chunk of options.chunks ?? []) request.write(chunk);
    request.end();
  });
}

/** Polls until `check` passes or the deadline; for server-side effects that follow a client error. */
export async function eventually(check: () => void | Promise<void>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

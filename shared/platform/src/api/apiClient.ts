// The one way the browser talks to the data service: same-origin JSON, errors turned into ApiError.
import type { ApiErrorBody } from '@kemet/contract';
import { contentLanguage } from '../i18n/contentLanguage';
import { requestScope } from '../serverRender/requestScope';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Kemet. Check your connection and try again.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as ApiErrorBody).error?.message === 'string';
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': contentLanguage(), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    // On the server the page's relative address has no origin: the request's scope says where the service is.
    response = await fetch(`${requestScope()?.apiOrigin ?? ''}/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch((error: unknown) => {
    // Aborted while the body was arriving: the caller has gone, and must not take "no body" for an answer.
    if (options.signal?.aborted) throw error;
    return undefined;
  });
  if (response.ok) return payload as T;
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  if (isErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    throw new ApiError(response.status, code, message, fields, retryAfter);
  }
  const message = response.status >= 500 ? NETWORK_ERROR_MESSAGE : `Request failed (${response.status}).`;
  throw new ApiError(response.status, 'HTTP_ERROR', message, {}, retryAfter);
}

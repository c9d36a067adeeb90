// The one way the browser talks to the data service: same-origin JSON, errors turned into ApiError, and a request the
// service asks proof of work for (428) sent once more with the solved proof (proofOfWork.ts).
import { PROOF_OF_WORK_HEADER, PROOF_OF_WORK_REQUIRED, type ApiErrorBody } from '@kemet/contract';
import { contentLanguage } from '../i18n/contentLanguage';
import { requestScope } from '../serverRender/requestScope';
import { PROOF_FAILED_CODE, PROOF_FAILED_MESSAGE, type ProofChallenge } from './proofOfWork';
import { whileCheckingRequest } from './requestChecks';

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
  return (
    typeof value === 'object' &&
    value !== null &&
    'error' in value &&
    typeof (value as ApiErrorBody).error?.message === 'string'
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const first = await send(path, options);
  if (first.status !== 428 || first.payload.error?.code !== PROOF_OF_WORK_REQUIRED) return answerOf<T>(first);
  // The service wants a little work first: the traveller waits while the page solves its challenge and asks once more.
  const proof = await proofFor(options.signal);
  const second = await send(path, { ...options, headers: { ...options.headers, [PROOF_OF_WORK_HEADER]: proof } });
  if (second.status === 428) throw proofFailed();
  return answerOf<T>(second);
}

interface Answer {
  status: number;
  ok: boolean;
  headers: Headers;
  payload: Partial<ApiErrorBody>;
}

async function send(path: string, options: RequestOptions): Promise<Answer> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': contentLanguage(),
    ...options.headers,
  };
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
  if (response.status === 204) return { status: 204, ok: true, headers: response.headers, payload: {} };
  const payload: unknown = await response.json().catch((error: unknown) => {
    // Aborted while the body was arriving: the caller has gone, and must not take "no body" for an answer.
    if (options.signal?.aborted) throw error;
    return undefined;
  });
  return {
    status: response.status,
    ok: response.ok,
    headers: response.headers,
    payload: payload as Partial<ApiErrorBody>,
  };
}

function answerOf<T>({ status, ok, headers, payload }: Answer): T {
  if (status === 204) return undefined as T;
  if (ok) return payload as T;
  const retryAfter = Number(headers.get('retry-after')) || undefined;
  if (isErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    throw new ApiError(status, code, message, fields, retryAfter);
  }
  const message = status >= 500 ? NETWORK_ERROR_MESSAGE : `Request failed (${status}).`;
  throw new ApiError(status, 'HTTP_ERROR', message, {}, retryAfter);
}

const proofFailed = () => new ApiError(428, PROOF_FAILED_CODE, PROOF_FAILED_MESSAGE);

async function proofFor(signal?: AbortSignal): Promise<string> {
  const challenge = answerOf<ProofChallenge>(await send('/challenge', { signal }));
  let proof: string | undefined;
  try {
    const { solvedProof } = await import('./solvedProof');
    proof = await whileCheckingRequest(() => solvedProof(challenge, signal));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    proof = undefined;
  }
  if (!proof) throw proofFailed();
  return proof;
}

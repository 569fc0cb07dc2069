import type { ErrorCode } from '@shop/contract';
import type { output, ZodType } from 'zod';

export const API_BASE = '/api/v1';
export const TOKEN_STORAGE_KEY = 'token';

/** A failed call: the server's own message and code, or NETWORK_ERROR when no answer came. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK_ERROR';
  /** From a 429's Retry-After header: how long the server asks us to wait. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ErrorCode | 'NETWORK_ERROR',
    message: string,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

type SessionEndedListener = () => void;
const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * Called when a call made with the stored token answers 401: the session ended on the server
 * (signed out elsewhere, idle, suspended). Answers the unsubscribe function.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/**
 * Asks the person to confirm it is them (password or code) when the server answers
 * STEP_UP_REQUIRED; resolves true once confirmed, false when they cancel. Set by the step-up
 * dialog's provider; without one the error reaches the caller.
 */
export type StepUpPrompt = (message: string) => Promise<boolean>;
let stepUpPrompt: StepUpPrompt | null = null;

export function askForStepUpWith(prompt: StepUpPrompt | null) {
  stepUpPrompt = prompt;
}

let transport: Transport = (url, init) => fetch(url, init);

/** The server's page renderer answers the app's reads in-process instead of over HTTP. */
export function sendRequestsWith(send: Transport) {
  transport = send;
}

// Server rendering has no storage: its pages are rendered signed out.
const storedToken = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);

function buildHeaders(hasBody: boolean, token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Runs `attempt`; when it fails with STEP_UP_REQUIRED, asks the person to confirm it is them and
 * runs it once more, so the form that sent it keeps what was typed (decision 078).
 */
async function withStepUp<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    const prompt = stepUpPrompt;
    if (!(error instanceof ApiError) || error.code !== 'STEP_UP_REQUIRED' || !prompt) throw error;
    if (!(await prompt(error.message))) throw error;
    return attempt();
  }
}

/** Sends with the stored token; tells the listeners when the server says the session ended. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const hasBody = options.body !== undefined;
  // A file (a customer's photo) goes as it is, with its own type; anything else as JSON.
  const file = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  const token = storedToken();
  const headers = buildHeaders(hasBody && !file, token);
  if (file) headers.set('Content-Type', file.type || 'application/octet-stream');
  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: file ?? (hasBody ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
  }
  // Only when the token sent is still the stored one: a sign-in meanwhile is not undone.
  if (response.status === 401 && token && token === storedToken()) {
    for (const listener of sessionEndedListeners) listener();
  }
  return response;
}

function failureOf(response: Response, body: Record<string, unknown> | null): ApiError {
  const message =
    typeof body?.message === 'string' ? body.message : `HTTP error! status: ${response.status}`;
  const code = (typeof body?.code === 'string' ? body.code : 'INTERNAL_ERROR') as ErrorCode;
  const retryAfter = Number(response.headers.get('Retry-After') ?? Number.NaN);
  return new ApiError(
    response.status,
    code,
    message,
    Number.isFinite(retryAfter) ? retryAfter : undefined,
  );
}

/** Sends the request and returns the whole `{ success: true, ... }` body, or throws ApiError. */
export function apiFetch(path: string, options: RequestOptions = {}): Promise<unknown> {
  return withStepUp(async () => {
    const response = await send(path, options);
    const body = await readJson(response);
    if (!response.ok || body?.success !== true) throw failureOf(response, body);
    return body;
  });
}

/** A file the API answers (a CSV export), or throws ApiError with the server's sentence. */
export function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  return withStepUp(async () => {
    const response = await send(path, options);
    if (!response.ok) throw failureOf(response, await readJson(response));
    return response.blob();
  });
}

function parseWith<S extends ZodType>(schema: S, value: unknown, status: number): output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiError(
      status,
      'INTERNAL_ERROR',
      'The server sent an answer this page cannot read.',
    );
  }
  return result.data;
}

/** Returns the envelope's `data`, validated by `schema` when one is given. */
export async function apiRequest<S extends ZodType>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<output<S>>;
export async function apiRequest<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { schema?: ZodType } = {},
): Promise<unknown> {
  const body = (await apiFetch(path, options)) as { data?: unknown };
  return options.schema ? parseWith(options.schema, body.data, 200) : body.data;
}

/**
 * The whole envelope, typed by the contract but not parsed again here: for the public catalogue
 * reads of a first visit, which must not wait for zod (docs/decisions/007-public-reads-typed.md).
 */
export async function apiEnvelope<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch(path, options)) as T;
}

/** Returns the whole envelope validated by `envelope`, for answers that carry more than data. */
export async function apiRequestEnvelope<S extends ZodType>(
  path: string,
  envelope: S,
  options: RequestOptions = {},
): Promise<output<S>> {
  return parseWith(envelope, await apiFetch(path, options), 200);
}

import type { Language } from '../../schema/index.js';

/** Parameters of one Omnicasa call, sent as the `json` query parameter. */
export type OmnicasaParams = Record<string, string | number | boolean | null>;

/** Where a call sits in a sync, so that every error can name it. */
export interface CallContext {
  method: string;
  language?: Language;
  /** 1-based page of a paged list, with its rows. */
  page?: { number: number; first: number; last: number };
}

export function describeCall(context: CallContext): string {
  const parts: string[] = [];
  if (context.language) parts.push(context.language);
  if (context.page) parts.push(`page ${context.page.number}, rows ${context.page.first}–${context.page.last}`);
  return parts.length > 0 ? `${context.method} (${parts.join(', ')})` : context.method;
}

/** A way to make Omnicasa calls: over HTTP, or from the bundled snapshot on disk. */
export interface OmnicasaTransport {
  /** Returns the parsed JSON body of the response. */
  call(context: CallContext, params: OmnicasaParams, signal: AbortSignal): Promise<unknown>;
  /** Where the data comes from, without credentials (for the manifest and messages). */
  readonly location: string;
  /** Requests made so far (the benchmark reports it). */
  readonly requestCount: number;
}

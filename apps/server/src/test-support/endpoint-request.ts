import { parse } from 'node:querystring';
import type { Endpoint } from '@shop/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './harness.ts';
import { sampleInput } from './sample-input.ts';

/** An id no demo record has: a request naming it reaches the handler, which answers "no such record". */
export const NO_RECORD = 2_000_000_000;

/** Request fields that name records: `id`, `ids`, `productId`, `lineIds`, ... */
const ID_FIELD = /^(id|ids|[a-z][A-Za-z]*Ids?)$/;

const memo = new Map<string, Record<string, unknown>>();

/**
 * A valid input of an endpoint's query or body (the contract's schema), with `overrides` on top.
 * Without overrides every top-level field that names a record names one that does not exist, so
 * the request passes validation and reaches the handler, which then refuses it or acts on nothing.
 * Throws when the schema yields no valid input (as sent): give the field an example in the contract
 * (`.meta({ examples: [...] })`).
 */
export function validInput(e: Endpoint, overrides?: Record<string, unknown>): Record<string, unknown> {
  const schema = e.method === 'GET' ? e.query : e.body;
  if (!schema) return { ...overrides };
  if (overrides) {
    const input = sampleInput(schema, overrides);
    if (!input) throw new Error(`${e.id}: no valid input from its schema with ${JSON.stringify(overrides)}`);
    return input;
  }
  const known = memo.get(e.id);
  if (known) return structuredClone(known);
  const plain = sampleInput(schema, {});
  if (!plain) throw new Error(`${e.id}: no valid input from its schema; give its fields examples`);
  const ids = Object.fromEntries(
    Object.entries(plain)
      .filter(([key]) => ID_FIELD.test(key))
      .map(([key, value]) => [key, Array.isArray(value) ? value.map((_, i) => NO_RECORD + i) : NO_RECORD]),
  );
  const input = (Object.keys(ids).length ? sampleInput(schema, ids) : null) ?? plain;
  // As the server receives it (a query string's values are text): it must pass the same schema, so
  // that any refusal of the request is the handler's.
  const wire = e.method === 'GET' ? { ...parse(queryString(input)) } : JSON.parse(JSON.stringify(input));
  const parsed = schema.safeParse(wire);
  if (!parsed.success) throw new Error(`${e.id}: its sample input is refused as sent: ${parsed.error.message}`);
  memo.set(e.id, input);
  return structuredClone(input);
}

/** The query string of an input: arrays as repeated keys. */
export function queryString(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) q.append(key, String(v));
  }
  return q.toString();
}

/** Sends an endpoint's request with `input` (see validInput) under the session `ak`. */
export function sendInput(
  t: TestApp,
  e: Endpoint,
  input: Record<string, unknown>,
  ak: string | undefined,
): Promise<LightMyRequestResponse> {
  if (e.method === 'GET') {
    const qs = queryString(input);
    return t.get(qs ? `${e.path}?${qs}` : e.path, ak);
  }
  return t.post(e.path, input, ak);
}

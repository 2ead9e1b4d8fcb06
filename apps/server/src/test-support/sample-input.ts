import fc from 'fast-check';
import { z } from 'zod';

/** A JSON Schema node as zod writes it (the parts read here). */
interface Json {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
  format?: string;
  pattern?: string;
  default?: unknown;
  examples?: unknown[];
}

const today = () => new Date().toISOString().slice(0, 10);

function sampleString(s: Json): string {
  if (typeof s.examples?.[0] === 'string') return s.examples[0];
  if (s.format === 'date-time') return new Date().toISOString();
  if (s.format === 'date') return today();
  if (s.format === 'email') return 'sample@example.com';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
  if (s.pattern) {
    // Common shapes first (a date, a time, a code), then strings the pattern generates, of which the
    // first that fits the length limits (a bounded number of tries: a filter could search forever).
    const re = new RegExp(s.pattern);
    const known = [today(), new Date().toISOString(), 'sample', 'SAMPLE', 'sample-1', '1'].find((v) => re.test(v));
    if (known) return known;
    const min = s.minLength ?? 0;
    const max = s.maxLength ?? Number.MAX_SAFE_INTEGER;
    const tries = fc.sample(fc.stringMatching(re), { numRuns: 200, seed: 1 });
    return tries.find((v) => v.length >= min && v.length <= max) ?? 'x'.repeat(Math.max(min, 1));
  }
  return 'sample'.padEnd(s.minLength ?? 1, 'x').slice(0, Math.max(s.maxLength ?? 6, s.minLength ?? 1));
}

function sampleNumber(s: Json): number {
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
  return Math.min(Math.max(low, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
}

/**
 * A plausible value of a JSON Schema node with minimum lengths and counts: required fields only,
 * or (`full`) every field, for rules across fields such as "a name in some language".
 */
function sample(s: Json, full: boolean): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0]!, full);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (full ? Object.keys(s.properties ?? {}) : (s.required ?? [])).map((key) => [
          key,
          sample(s.properties?.[key] ?? {}, full),
        ]),
      );
    case 'array': {
      // Distinct items: numbers count up from the first (ids of a batch), others repeat.
      const items = Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, full));
      return items.map((v, i) => (typeof v === 'number' ? v + i : v));
    }
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return s.default ?? null;
  }
}

/**
 * A small valid input of a contract's query or body schema, with `overrides` set on top (the
 * record id a test aims at). Answers null when no valid input comes out of the schema this way
 * (a rule across fields); the caller says which endpoint needs an example of its own.
 */
export function sampleInput(schema: z.ZodType, overrides: Record<string, unknown>): Record<string, unknown> | null {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  const value = { ...(sample(json, false) as Record<string, unknown>), ...overrides };
  // Repair what a rule across fields refuses: a field left out is filled in full, a filled one
  // is tried empty, a text as ''. A few rounds settle the usual rules.
  const filled = new Set<string>();
  for (let round = 0; round < 5; round++) {
    const parsed = schema.safeParse(value);
    if (parsed.success) return value;
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (!key || key in overrides) continue;
      if (!filled.has(key)) {
        filled.add(key);
        value[key] = sample(json.properties?.[key] ?? {}, true);
      } else if (typeof value[key] === 'string') value[key] = '';
      else delete value[key];
    }
  }
  return schema.safeParse(value).success ? value : null;
}

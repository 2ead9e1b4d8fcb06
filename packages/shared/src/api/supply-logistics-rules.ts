/**
 * The rules of supply-chain shipments, in one place for the form and the server: what a customs
 * declaration line must hold (the spec's "Chinese and English product names, material and purpose
 * required for supply-chain shipping", with the destination's field lengths and, across a border,
 * Latin text and an HS code), the declared value against the purchase price, the battery rule and
 * the tracking states. Each problem is a field error whose key is translated by the error texts
 * `logistics.rule.<key>` (all four languages, in areas/supply/logistics.ts).
 */

export const SHIPMENT_STATES = ['draft', 'shipped', 'in_transit', 'received', 'exception', 'cancelled'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** The tracking moves a user may ask for; `received` is the warehouse's receipt (staff, its own endpoint). */
export const SHIPMENT_MOVES = ['shipped', 'in_transit', 'exception', 'cancelled'] as const;
export type ShipmentMove = (typeof SHIPMENT_MOVES)[number];

/** From each state, the states it may go to. Received and cancelled are final. */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentState, readonly ShipmentState[]>> = {
  draft: ['shipped', 'cancelled'],
  shipped: ['in_transit', 'exception', 'received', 'cancelled'],
  in_transit: ['exception', 'received'],
  exception: ['in_transit', 'received', 'cancelled'],
  received: [],
  cancelled: [],
};

export function canMove(from: ShipmentState, to: ShipmentState): boolean {
  return SHIPMENT_TRANSITIONS[from].includes(to);
}

/** Only a draft is edited: once shipped, the declaration is what the carrier and customs hold. */
export const isEditable = (state: ShipmentState) => state === 'draft';

export const DECLARATION_LIMITS = {
  nameZhMax: 60,
  nameEnMax: 100,
  materialMax: 60,
  purposeMax: 60,
  lotMax: 40,
  waybillMax: 40,
  noteMax: 500,
  itemsMax: 50,
  quantityMax: 1_000_000,
  /** minor units */
  valueMax: 100_000_000_000,
} as const;

/** Declared value per unit against the purchase price: refused below / above these percentages. */
export const VALUE_BAND = { minPct: 50, maxPct: 300 } as const;

export interface Declaration {
  nameZh: string;
  nameEn: string;
  material: string;
  purpose: string;
  hsCode: string;
  originCountry: string;
  declaredValue: number;
  currency: string;
  battery: boolean;
}
export type DeclarationField = keyof Declaration;

/** What the rules depend on: the destination is another country than the goods leave from. */
export interface RouteContext {
  crossBorder: boolean;
}

export interface RuleProblem {
  key: string;
  params?: Record<string, unknown>;
}

const HAN = /\p{Script=Han}/u;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** An HS code as written (dots and spaces allowed) as stored: its digits. */
export const normaliseHsCode = (s: string) => s.replace(/[.\s]/g, '');

function text(value: string, max: number, extra?: (v: string) => RuleProblem | null): RuleProblem | null {
  const v = value.trim();
  if (v === '') return { key: 'required' };
  if ([...v].length > max) return { key: 'too_long', params: { max } };
  return extra ? extra(v) : null;
}

const ascii = (route: RouteContext) => (v: string) =>
  route.crossBorder && !PRINTABLE_ASCII.test(v) ? { key: 'rule.ascii_only' } : null;

/** The problem of one declaration field, or null. */
export function declarationFieldProblem(
  field: DeclarationField,
  value: unknown,
  route: RouteContext,
): RuleProblem | null {
  const s = typeof value === 'string' ? value : '';
  switch (field) {
    case 'nameZh':
      return text(s, DECLARATION_LIMITS.nameZhMax, (v) => (HAN.test(v) ? null : { key: 'rule.han_required' }));
    case 'nameEn':
      return text(s, DECLARATION_LIMITS.nameEnMax, ascii(route));
    case 'material':
      return text(s, DECLARATION_LIMITS.materialMax, ascii(route));
    case 'purpose':
      return text(s, DECLARATION_LIMITS.purposeMax);
    case 'hsCode': {
      const code = normaliseHsCode(s);
      if (code === '') return route.crossBorder ? { key: 'rule.hs_required' } : null;
      return /^\d{6,10}$/.test(code) ? null : { key: 'rule.hs_code' };
    }
    case 'originCountry':
      return /^[A-Z]{2}$/.test(s) ? null : { key: 'required' };
    case 'declaredValue':
      return typeof value === 'number' && Number.isInteger(value) && value > 0
        ? value > DECLARATION_LIMITS.valueMax
          ? { key: 'too_big', params: { max: DECLARATION_LIMITS.valueMax } }
          : null
        : { key: 'required' };
    case 'currency':
      return /^[A-Z]{3}$/.test(s) ? null : { key: 'required' };
    case 'battery':
      return null;
  }
}

export const DECLARATION_FIELDS: readonly DeclarationField[] = [
  'nameZh',
  'nameEn',
  'material',
  'purpose',
  'hsCode',
  'originCountry',
  'declaredValue',
  'currency',
  'battery',
];

export interface FieldProblem extends RuleProblem {
  field: string;
}

/** Every problem of a declaration, its fields named under `prefix` (`items.0.declaration`). */
export function declarationProblems(d: Declaration, route: RouteContext, prefix: string): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const f of DECLARATION_FIELDS) {
    const p = declarationFieldProblem(f, d[f], route);
    if (p) out.push({ field: `${prefix}.${f}`, ...p });
  }
  return out;
}

/**
 * The declared value per unit against the purchase price per unit, both in the same currency's
 * minor units: null when within the band (or no purchase price is known), else why not.
 * Under-declaring is a customs offence; over-declaring inflates duty and insurance claims.
 */
export function valueProblem(declared: number, purchase: number): RuleProblem | null {
  if (purchase <= 0) return null;
  const pct = Math.round((declared * 100) / purchase);
  if (declared * 100 < purchase * VALUE_BAND.minPct) return { key: 'rule.value_low', params: { pct, ...VALUE_BAND } };
  if (declared * 100 > purchase * VALUE_BAND.maxPct) return { key: 'rule.value_high', params: { pct, ...VALUE_BAND } };
  return null;
}

/**
 * Battery goods need a carrier that accepts them: `carriesBatteries` is the provider's own flag
 * (settings /logistics).
 */
export function batteryProblem(items: readonly { battery: boolean }[], carriesBatteries: boolean): RuleProblem | null {
  return items.some((i) => i.battery) && !carriesBatteries ? { key: 'rule.battery_provider' } : null;
}

/** A waybill number: letters, digits and dashes. */
export const WAYBILL = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

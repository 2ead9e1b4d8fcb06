import type { z } from 'zod';
import { recordAudit } from '../audit/audit.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { RequestContext } from '../http/context.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { settingsRepository as repo, type SettingsRecord } from './repository.ts';

/** How long a section's values are kept in memory between reads (other instances see a save this late at most). */
export const SETTINGS_CACHE_MS = 5_000;

/** What a section's answer carries besides its values. */
export interface Stamped {
  version: number;
  updatedAt: string | null;
}

/** The shared definition the server side needs: a name, the object schema of the values, the secret fields. */
interface SectionSchema<T> {
  name: string;
  fields: z.ZodType<T> & { shape: Record<string, unknown> };
  secrets?: readonly string[];
}

/** Where a section's sealed secrets are kept inside its stored value (not a field: never answered). */
const SEALED = '__secrets';
type Sealed = Record<string, string>;
const sealedOf = (row: SettingsRecord | undefined): Sealed => (row?.value[SEALED] as Sealed | undefined) ?? {};

export interface SectionOptions<T> {
  /** values of fields without a default in the schema (the configuration's), for a section never saved */
  initial?: (db: Db) => Partial<T> | Promise<Partial<T>>;
  /** checks against the database inside the save's transaction; refuses with an AppError */
  check?: (tx: Db, value: T) => Promise<void>;
  /**
   * Fields whose truth lives elsewhere (the default customer group is a flag on the groups): `view`
   * sets them on every read, `apply` writes them inside the save's transaction.
   */
  view?: (db: Db, value: T) => Promise<T>;
  apply?: (tx: Db, ctx: RequestContext, value: T, before: T) => Promise<void>;
  /** after a save has committed (tell machinery that keeps a value: the job schedules' zone) */
  saved?: (value: T, before: T) => Promise<void>;
  /** what the operation log keeps of the values (secrets masked); the values themselves by default */
  audited?: (value: T) => Record<string, unknown>;
}

/**
 * One settings section on the server: typed values with their defaults, a versioned and audited
 * save, and a cached read for hot paths. Built with `services.settings.section(def, options)`.
 */
export class SettingsSection<T extends Record<string, unknown>> {
  private cached: { at: number; value: T; sealed: Sealed } | null = null;

  constructor(
    private readonly db: Db,
    private readonly def: SectionSchema<T>,
    private readonly options: SectionOptions<T>,
    private readonly box: SecretBox | null = null,
  ) {}

  private context(name: string): string {
    return `settings.${this.def.name}.${name}`;
  }

  private seal(previous: Sealed, body: Record<string, unknown>) {
    return sealSecrets(this.box, this.def.secrets ?? [], (n) => this.context(n), previous, body);
  }

  /** The plain value of a secret field, '' when not set (for the machinery that uses it: the mailer). */
  async reveal(name: string): Promise<string> {
    await this.current();
    const sealed = this.cached!.sealed[name];
    return sealed && this.box ? this.box.decrypt(sealed, this.context(name)) : '';
  }

  get name(): string {
    return this.def.name;
  }

  /** The values stored, completed and checked by the schema: a field the schema no longer accepts takes its default. */
  private valuesOf(stored: Record<string, unknown> | undefined, initial: Partial<T>): T {
    const known = Object.keys(this.def.fields.shape);
    const input: Record<string, unknown> = { ...initial };
    for (const key of known) if (stored && key in stored) input[key] = stored[key];
    for (let round = 0; round <= known.length; round++) {
      const parsed = this.def.fields.safeParse(input);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        const fallback = initial[key as keyof T];
        if (fallback !== undefined && input[key] !== fallback) input[key] = fallback;
        else delete input[key];
      }
    }
    throw new Error(`settings section ${this.def.name}: no valid values (a field lacks a default)`);
  }

  private async initial(db: Db): Promise<Partial<T>> {
    return (await this.options.initial?.(db)) ?? {};
  }

  private async answer(db: Db, row: SettingsRecord | undefined, initial: Partial<T>): Promise<T & Stamped> {
    const value = this.valuesOf(row?.value, initial);
    const sealed = sealedOf(row);
    const flags = Object.fromEntries((this.def.secrets ?? []).map((name) => [`${name}Set`, Boolean(sealed[name])]));
    return {
      ...(this.options.view ? await this.options.view(db, value) : value),
      ...flags,
      version: row?.version ?? 0,
      updatedAt: row && row.version > 0 ? row.updatedAt.toISOString() : null,
    };
  }

  /** The section's values with their version, read from the database. */
  async read(db: Db = this.db): Promise<T & Stamped> {
    return this.answer(db, await repo.find(db, this.def.name), await this.initial(db));
  }

  /** The values, from memory when read less than SETTINGS_CACHE_MS ago (sessions, uploads, jobs). */
  async current(): Promise<T> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < SETTINGS_CACHE_MS) return this.cached.value;
    const row = await repo.find(this.db, this.def.name);
    const { version: _v, updatedAt: _u, ...value } = await this.answer(this.db, row, await this.initial(this.db));
    this.cached = { at: now, value: value as unknown as T, sealed: sealedOf(row) };
    return this.cached.value;
  }

  /**
   * Saves the whole section with the version the editor read: refused when someone saved meanwhile
   * (common.stale_version), audited with the values before and after.
   */
  async save(ctx: RequestContext, body: T & { version: number }): Promise<T & Stamped> {
    const { version, ...values } = body;
    const saved = await this.db.transaction(async (tx) => {
      const initial = await this.initial(tx);
      const value = this.valuesOf(values, initial);
      const row = await repo.lock(tx, this.def.name, this.valuesOf(undefined, initial));
      if (row.version !== version) throw new AppError('common.stale_version');
      await this.options.check?.(tx, value);
      const previous = this.valuesOf(row.value, initial);
      const before = this.options.view ? await this.options.view(tx, previous) : previous;
      await this.options.apply?.(tx, ctx, value, before);
      const { sealed, changes } = this.seal(sealedOf(row), values as Record<string, unknown>);
      const stored = { ...value, ...(Object.keys(sealed).length ? { [SEALED]: sealed } : {}) };
      const after = await repo.save(tx, this.def.name, version, stored, ctx.scope.adminId || null);
      if (!after) throw new AppError('common.stale_version');
      const audited = this.options.audited ?? ((v: T): Record<string, unknown> => v);
      await recordAudit(tx, ctx, {
        action: `settings.${this.def.name}.edit`,
        entity: 'settings',
        entityId: this.def.name,
        supplierId: null,
        before: audited(before),
        // A secret shows only that it changed or was cleared, never its value.
        after: { ...audited(value), ...changes },
      });
      return { answer: await this.answer(tx, after, initial), before, value };
    });
    this.cached = null;
    await this.options.saved?.(saved.value, saved.before);
    return saved.answer;
  }
}

/**
 * The sealed secrets after a save: a secret left out is kept, '' clears it, a value replaces it.
 * `changes` says which changed, for the log.
 */
function sealSecrets(
  box: SecretBox | null,
  names: readonly string[],
  context: (name: string) => string,
  previous: Sealed,
  body: Record<string, unknown>,
): { sealed: Sealed; changes: Record<string, string> } {
  const sealed = { ...previous };
  const changes: Record<string, string> = {};
  for (const name of names) {
    const given = body[name];
    if (typeof given !== 'string') continue;
    if (given === '') {
      if (sealed[name]) changes[name] = 'cleared';
      delete sealed[name];
    } else {
      if (!box) throw new Error('a settings section with secrets needs the secret box');
      sealed[name] = box.encrypt(given, context(name));
      changes[name] = 'changed';
    }
  }
  return { sealed, changes };
}

/** The registry of sections: one per name, so two areas cannot claim one section. */
export class SettingsService {
  private readonly sections = new Map<string, SettingsSection<Record<string, unknown>>>();

  constructor(
    private readonly db: Db,
    private readonly box: SecretBox | null = null,
  ) {}

  section<T extends Record<string, unknown>>(
    def: SectionSchema<T>,
    options: SectionOptions<T> = {},
  ): SettingsSection<T> {
    if (this.sections.has(def.name)) throw new Error(`settings section ${def.name} is declared twice`);
    const section = new SettingsSection(this.db, def, options, this.box);
    this.sections.set(def.name, section as unknown as SettingsSection<Record<string, unknown>>);
    return section;
  }

  /** A declared section by name (the section routes find theirs this way). */
  get(name: string): SettingsSection<Record<string, unknown>> {
    const section = this.sections.get(name);
    if (!section) throw new Error(`settings section ${name} is not declared`);
    return section;
  }
}

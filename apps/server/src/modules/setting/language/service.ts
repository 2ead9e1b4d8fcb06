import { type Language } from '@shop/shared';
import type { CompletenessData, EnabledLanguages, LanguageRow } from '@shop/shared/api/language';
import { consoleTextGaps } from '@shop/shared/translations';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { consoleTexts } from './console-texts.ts';
import { languageRepository as repo, type LanguageRecord } from './repository.ts';
import { enabledLanguages } from './rule.ts';

const toRow = (l: LanguageRecord): LanguageRow => ({
  code: l.code as Language,
  enabled: l.enabled,
  isDefault: l.isDefault,
  sort: l.sort,
  version: l.version,
  updatedAt: l.updatedAt.toISOString(),
});
const snapshot = (l: LanguageRecord) => ({
  code: l.code,
  enabled: l.enabled,
  isDefault: l.isDefault,
  version: l.version,
});

/**
 * Content languages (settings /language). The enabled ones are those the asterisk fields of
 * catalog and content forms must be filled in; the default is always enabled. The console's
 * interface language switcher keeps offering all four (its own texts exist in each).
 */
export class LanguageService {
  constructor(private readonly db: Db) {}

  /** At start: the configured store language is the default of a store whose languages nobody changed. */
  async adoptConfigured(code: Language): Promise<void> {
    await this.db.transaction((tx) => repo.adoptConfigured(tx, code));
  }

  async list(): Promise<{ list: LanguageRow[] }> {
    return { list: (await repo.all(this.db)).map(toRow) };
  }

  async enabled(): Promise<EnabledLanguages> {
    const rows = await repo.all(this.db);
    const enabled = await enabledLanguages(this.db);
    const def = rows.find((r) => r.isDefault)?.code ?? 'zh-CN';
    return { enabled, default: def as Language };
  }

  async setStatus(ctx: RequestContext, code: Language, enabled: boolean, version?: number): Promise<LanguageRow> {
    return this.change(async (tx) => {
      const before = await this.locked(tx, code, version);
      if (before.enabled === enabled) return toRow(before);
      if (!enabled && before.isDefault) throw new AppError('language.default_locked');
      const after = await repo.update(tx, code, { enabled });
      await this.audit(tx, ctx, enabled ? 'enable' : 'disable', before, after);
      return toRow(after);
    });
  }

  async makeDefault(ctx: RequestContext, code: Language, version: number): Promise<LanguageRow> {
    return this.change(async (tx) => {
      const all = await repo.lockAll(tx);
      const next = all.find((l) => l.code === code);
      if (!next) throw new AppError('common.not_found');
      if (next.version !== version) throw new AppError('common.stale_version');
      if (next.isDefault) return toRow(next);
      if (!next.enabled) throw new AppError('language.disabled_default');
      const prev = all.find((l) => l.isDefault);
      if (prev) await repo.update(tx, prev.code, { isDefault: false });
      const after = await repo.update(tx, code, { isDefault: true });
      await this.audit(tx, ctx, 'default', next, after);
      return toRow(after);
    });
  }

  /** Missing translations per enabled language: console texts (against zh-CN's keys) and catalog names. */
  async completeness(): Promise<CompletenessData> {
    const languages = await enabledLanguages(this.db);
    const texts = await consoleTexts();
    return {
      languages,
      console: texts ? consoleTextGaps(texts, languages) : [],
      catalog: await repo.catalogGaps(this.db, languages),
      consoleAvailable: texts !== undefined,
    };
  }

  private async locked(tx: Db, code: Language, version: number | undefined): Promise<LanguageRecord> {
    let row = await repo.find(tx, code, true);
    if (!row) {
      // the table is filled by the migration; a database emptied by hand gets its rows back
      await repo.seed(tx);
      row = await repo.find(tx, code, true);
    }
    if (!row) throw new AppError('common.not_found');
    if (version !== undefined && row.version !== version) throw new AppError('common.stale_version');
    return row;
  }

  private audit(tx: Db, ctx: RequestContext, action: string, before: LanguageRecord, after: LanguageRecord) {
    return recordAudit(tx, ctx, {
      action: `language.${action}`,
      entity: 'language',
      entityId: after.code,
      before: snapshot(before),
      after: snapshot(after),
    });
  }

  private change<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
    return this.db.transaction((tx) => fn(tx as unknown as Db));
  }
}

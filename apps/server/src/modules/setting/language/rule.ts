import { LANGUAGES, type Language } from '@shop/shared';
import { orderedLanguages, translationErrors, type LocalizedValue } from '@shop/shared/translations';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { languageRepository } from './repository.ts';

/** The enabled content languages (all four while the table is empty, as before it existed). */
export async function enabledLanguages(db: Db): Promise<Language[]> {
  const rows = await languageRepository.all(db);
  if (rows.length === 0) return [...LANGUAGES];
  return orderedLanguages(rows.filter((r) => r.enabled).map((r) => r.code));
}

/**
 * The shared translation rule on the server: each required per-language field filled in every
 * enabled language, else `common.invalid_input` with a `name.en: required` field error per gap.
 */
export async function checkTranslations(db: Db, fields: Record<string, LocalizedValue>): Promise<void> {
  const errors = translationErrors(fields, await enabledLanguages(db));
  if (errors.length) throw new AppError('common.invalid_input', {}, { fields: errors });
}

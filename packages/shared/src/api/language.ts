import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { versionField } from './common.ts';

/**
 * /language: which of the console's content languages (zh-CN, en, es, ja) are enabled. The
 * asterisk fields of catalog and content forms are required in every enabled language (the rule
 * in `translations.ts`, applied alike by the forms, the server and the import). The default
 * language is always enabled. The interface language switcher keeps offering all four: it is
 * about the console's own texts, which exist in every language whatever the catalog holds.
 */
const language = z.enum(LANGUAGES);

export const languageRow = z.object({
  code: language,
  enabled: z.boolean(),
  isDefault: z.boolean(),
  sort: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export const languageListData = z.object({ list: z.array(languageRow) });
export const languageStatusBody = z.object({ code: language, status: z.boolean(), version: versionField.optional() });
export const languageDefaultBody = z.object({ code: language, version: versionField });

export const enabledLanguagesData = z.object({ enabled: z.array(language), default: language });

const gap = z.object({
  language,
  area: z.string(),
  total: z.number().int(),
  missing: z.number().int(),
  /** the first missing console keys ("namespace:key") or record ids */
  sample: z.array(z.string()),
});
export const completenessData = z.object({
  /** the languages reported on (the enabled ones) */
  languages: z.array(language),
  /** console texts per language and area, against zh-CN's keys */
  console: z.array(gap),
  /** catalog records per language and kind whose required name is empty */
  catalog: z.array(gap),
  /** false when the console's text files cannot be read where the server runs */
  consoleAvailable: z.boolean(),
});

const P = 'setting_language';
/** The endpoints of /language. */
export const languageApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/setting/language',
    permission: P,
    summary: 'The content languages with their enabled flag, the default and the order',
    data: languageListData,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/setting/language/status',
    permission: P,
    summary: 'Enable or disable a language (never the default one)',
    body: languageStatusBody,
    data: languageRow,
  }),
  makeDefault: endpoint({
    method: 'POST',
    path: '/admin/setting/language/default',
    permission: P,
    summary: 'Make an enabled language the default',
    body: languageDefaultBody,
    data: languageRow,
  }),
  completeness: endpoint({
    method: 'GET',
    path: '/admin/setting/language/completeness',
    permission: P,
    summary: 'Missing translations per enabled language and area: console texts and catalog records',
    data: completenessData,
  }),
  enabled: endpoint({
    method: 'GET',
    path: '/admin/language/enabled',
    permission: 'profile',
    summary: 'The enabled content languages and the default: the forms require the asterisk fields in each',
    data: enabledLanguagesData,
  }),
};

export type LanguageRow = z.infer<typeof languageRow>;
export type EnabledLanguages = z.infer<typeof enabledLanguagesData>;
export type CompletenessData = z.infer<typeof completenessData>;

import {
  balancedWeights,
  IMAGE_LIMITS,
  memberSettings,
  storeSettings,
  supplierSettings,
  type FieldError,
  type MemberSettings,
  type StoreSettings,
  type SupplierSettings,
} from '@shop/shared';
import type { PlatformServices } from '../../../platform/area.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { SettingsService } from '../../../platform/settings/settings-service.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { storeSettingsRepository as repo } from './repository.ts';
import { languageRepository } from '../language/repository.ts';
import { customerGroupRepository, customerGroupTable } from '../../customer/group-repository.ts';

const invalid = (fields: FieldError[]) => new AppError('common.invalid_input', {}, { fields });

/** The logo must be a stored picture, the icon a stored one of exactly 16x16, the currency an enabled one. */
async function checkStore(tx: Db, v: StoreSettings): Promise<void> {
  const pictures = await repo.pictures(
    tx,
    [v.logo, v.icon].filter((u) => u !== ''),
  );
  const fields: FieldError[] = [];
  if (v.logo && !pictures.has(v.logo)) fields.push({ field: 'logo', key: 'invalid' });
  const icon = v.icon ? pictures.get(v.icon) : undefined;
  const iconFits = icon?.width === IMAGE_LIMITS.iconSizePx && icon.height === IMAGE_LIMITS.iconSizePx;
  if (v.icon && !iconFits) fields.push({ field: 'icon', key: 'icon_size' });
  if (!(await repo.currencyEnabled(tx, v.defaultCurrency))) fields.push({ field: 'defaultCurrency', key: 'invalid' });
  if (fields.length) throw invalid(fields);
}

async function checkMember(tx: Db, v: MemberSettings): Promise<void> {
  if (v.defaultGroupId !== null && !(await repo.groupExists(tx, v.defaultGroupId)))
    throw invalid([{ field: 'defaultGroupId', key: 'invalid' }]);
}

/**
 * The store-wide settings sections of this area: store info, members and supplier defaults (the
 * system section belongs to the platform: sessions read it). The store's first base address,
 * language and zone are the configuration's; its first currency the base currency.
 */
export function storeSections({ settings, config, jobs }: PlatformServices) {
  return {
    store: settings.section<StoreSettings>(storeSettings, {
      initial: async (db) => ({
        name: { 'zh-CN': '商城', en: 'Shop', es: 'Tienda', ja: 'ショップ' },
        baseUrl: config.STORE_BASE_URL,
        defaultLanguage: config.STORE_LANGUAGE,
        defaultCurrency: (await repo.baseCurrency(db)) ?? 'USD',
        timeZone: config.STORE_TIME_ZONE,
      }),
      check: checkStore,
      // The default currency and language are the flags of /currency and /language: read there. The
      // language is chosen here too; the currency only there (the switch recomputes every rate).
      view: async (db, v) => ({
        ...v,
        defaultCurrency: (await repo.baseCurrency(db)) ?? v.defaultCurrency,
        defaultLanguage: (await languageRepository.defaultLanguage(db)) ?? v.defaultLanguage,
      }),
      apply: async (tx, _ctx, v, before) => {
        if (v.defaultCurrency !== before.defaultCurrency)
          throw invalid([{ field: 'defaultCurrency', key: 'not_allowed' }]);
        if (
          v.defaultLanguage !== before.defaultLanguage &&
          !(await languageRepository.makeDefault(tx, v.defaultLanguage))
        )
          throw invalid([{ field: 'defaultLanguage', key: 'not_allowed' }]);
      },
      // Schedules run on the store's clock.
      saved: async (v, before) => {
        if (v.timeZone !== before.timeZone) await jobs.setTimeZone(v.timeZone);
      },
    }),
    members: settings.section<MemberSettings>(memberSettings, {
      check: checkMember,
      // The default group is the flag on the customer groups (also set on /setting/vip): read and written there.
      view: async (db, v) => ({ ...v, defaultGroupId: (await customerGroupRepository.defaultGroup(db))?.id ?? null }),
      apply: async (tx, ctx, v, before) => {
        if (v.defaultGroupId === before.defaultGroupId) return;
        if (v.defaultGroupId === null) throw invalid([{ field: 'defaultGroupId', key: 'required' }]);
        await customerGroupTable.makeDefault(tx, ctx, v.defaultGroupId);
      },
    }),
    // A record saved before the inspections criterion loads with weights that still add up to 100.
    supplierDefaults: settings.section<SupplierSettings>(supplierSettings, {
      view: async (_db, v) => balancedWeights(v),
    }),
  };
}

/** Reads of Settings > store info for other areas, at the time of use (a save applies at once). */
export function storeInfo(settings: SettingsService) {
  const current = () => settings.get('store').current() as Promise<StoreSettings>;
  return {
    current,
    baseUrl: async () => (await current()).baseUrl,
    language: async () => (await current()).defaultLanguage,
  };
}

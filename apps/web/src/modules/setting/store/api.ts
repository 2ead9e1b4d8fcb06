import { memberSettings, storeSettings, supplierSettings } from '@shop/shared/api/settings';
import { defineSettingsSection } from '../../../components/crud/settings-section.ts';
import { storeBrandKey } from '../../../lib/store-brand.ts';

/** Settings > store info (`/setting`); the shell's name, logo, icon and home link follow a save. */
export const storeSection = defineSettingsSection(storeSettings, { related: [storeBrandKey] });
/** Settings > members (`/setting/member`). */
export const memberSection = defineSettingsSection(memberSettings);
/** Settings > suppliers (`/setting/supplier`). */
export const supplierSection = defineSettingsSection(supplierSettings);

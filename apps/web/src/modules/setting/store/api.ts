import { memberSettings, storeSettings, supplierSettings } from '@shop/shared/api/settings';
import { defineSettingsSection } from '../../../components/crud/settings-section.ts';

/** Settings > store info (`/setting`). */
export const storeSection = defineSettingsSection(storeSettings);
/** Settings > members (`/setting/member`). */
export const memberSection = defineSettingsSection(memberSettings);
/** Settings > suppliers (`/setting/supplier`). */
export const supplierSection = defineSettingsSection(supplierSettings);

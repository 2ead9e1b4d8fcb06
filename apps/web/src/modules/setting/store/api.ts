import { memberSettings, storeSettings, supplierSettings } from '@shop/shared/api/settings';
import { entityKeys } from '../../../components/crud/entity-api.ts';
import { defineSettingsSection } from '../../../components/crud/settings-section.ts';
import { storeBrandKey } from '../../../lib/store-brand.ts';

/** Settings > store info (`/setting`); the shell's name, logo, icon and home link follow a save. */
export const storeSection = defineSettingsSection(storeSettings, { related: [storeBrandKey] });
/** Settings > members (`/setting/member`); the default group is the customer groups' default, so their reads follow. */
export const memberSection = defineSettingsSection(memberSettings, { related: [entityKeys('customer-groups').all] });
/** Settings > suppliers (`/setting/supplier`). */
export const supplierSection = defineSettingsSection(supplierSettings);

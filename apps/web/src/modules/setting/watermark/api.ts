import { watermarkApi, watermarkFields } from '@shop/shared/api/watermark';
import { defineSettingsSection } from '../../../components/crud/settings-section.ts';

/** Settings > watermark (`/setting/watermark`): read whole, saved whole with the version read. */
export const watermarkSection = defineSettingsSection(
  { name: 'watermark', fields: watermarkFields, api: watermarkApi },
  { key: 'watermark' },
);

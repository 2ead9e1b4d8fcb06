import { systemSettings } from '@shop/shared/api/settings';
import { defineSettingsSection } from '../../../components/crud/settings-section.ts';

/** Settings > system (`/system`). */
export const systemSection = defineSettingsSection(systemSettings);

import { mailSettings, mailTestApi, type MailTestBody } from '@shop/shared/api/settings';
import { defineSettingsSection } from '../../../components/crud/settings-section.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Settings > third-party mail (`/setting/mail`). */
export const mailSection = defineSettingsSection(mailSettings);

/** Sends a test e-mail with the saved settings; answers what the SMTP server said. Quiet: the screen shows it. */
export const sendTestMail = (body: MailTestBody) => callApi(mailTestApi, body, { quiet: true });

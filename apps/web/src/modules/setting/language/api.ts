import { languageApi } from '@shop/shared/api/language';
import { defineEntity } from '../../../components/crud/entity-api.ts';
import { enabledLanguagesKey } from '../../../lib/content-languages.ts';

/** Content languages over `languageApi`; a change also refreshes the enabled set the forms require. */
export const languages = defineEntity('languages', languageApi, { related: [enabledLanguagesKey] });

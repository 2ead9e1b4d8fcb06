import { defineSharedEntity } from '../../area.ts';
import { languageApi } from '../../api/language.ts';

/**
 * Content languages (/language, key `setting_language`, declared with the area's keys): the
 * contracts and the refusals with their texts.
 */
export const languageEntity = defineSharedEntity({
  name: 'language',
  permissions: [],
  endpoints: [languageApi],
  errors: {
    'language.default_locked': 409,
    'language.disabled_default': 409,
  },
  messages: {
    'zh-CN': {
      'language.default_locked': '默认语言不能停用；请先把另一种已启用的语言设为默认',
      'language.disabled_default': '停用的语言不能设为默认；请先启用它',
    },
    en: {
      'language.default_locked':
        'The default language cannot be disabled; make another enabled language the default first',
      'language.disabled_default': 'A disabled language cannot become the default; enable it first',
    },
    es: {
      'language.default_locked':
        'El idioma predeterminado no se puede desactivar; primero haga predeterminado otro idioma activado',
      'language.disabled_default': 'Un idioma desactivado no puede ser el predeterminado; actívelo primero',
    },
    ja: {
      'language.default_locked': '既定の言語は無効にできません。先に有効な別の言語を既定にしてください',
      'language.disabled_default': '無効な言語は既定にできません。先に有効にしてください',
    },
  },
});

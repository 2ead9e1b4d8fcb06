import type { AreaMessages } from '../../area.ts';

/** Error codes of this area and their HTTP status. */
export const helpErrors = {
  'feedback.desc_required': 422,
} as const;

/** Server message texts of this area's error codes. */
export const helpMessages: AreaMessages<typeof helpErrors> = {
  'zh-CN': {
    'feedback.desc_required': '请描述问题或建议',
  },
  en: {
    'feedback.desc_required': 'Please describe the problem or suggestion',
  },
  es: {
    'feedback.desc_required': 'Describa el problema o la sugerencia',
  },
  ja: {
    'feedback.desc_required': '問題または提案を記入してください',
  },
};

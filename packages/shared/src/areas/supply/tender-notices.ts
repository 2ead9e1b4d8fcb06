import type { Language } from '../../constants.ts';

/** Notification texts of tenders: invitations and outcomes (never a bid's terms). */
export const tenderNotices: Record<Language, Record<string, string>> = {
  'zh-CN': {
    'supply.tender.invited': '您受邀参加招标：{{title}}',
    'supply.tender.invited_body': '投标截止：{{deadline}}。报价密封，截止后统一开标。',
    'supply.tender.won': '您在招标「{{title}}」中中标',
    'supply.tender.lost': '招标「{{title}}」已授标给其他供应商',
    'supply.tender.outcome_body': '授标理由：{{reason}}',
    'supply.tender.cancelled': '招标「{{title}}」已取消',
    'supply.tender.cancelled_body': '取消理由：{{reason}}。您的报价未被开启。',
  },
  en: {
    'supply.tender.invited': 'You are invited to a tender: {{title}}',
    'supply.tender.invited_body': 'Bids close at {{deadline}}. Bids stay sealed until they are opened together.',
    'supply.tender.won': 'Your bid won the tender "{{title}}"',
    'supply.tender.lost': 'The tender "{{title}}" was awarded to another supplier',
    'supply.tender.outcome_body': 'Reason for the award: {{reason}}',
    'supply.tender.cancelled': 'The tender "{{title}}" was cancelled',
    'supply.tender.cancelled_body': 'Reason: {{reason}}. Your bid was never opened.',
  },
  es: {
    'supply.tender.invited': 'Está invitado a una licitación: {{title}}',
    'supply.tender.invited_body':
      'Las ofertas cierran el {{deadline}}. Siguen selladas hasta que se abren todas juntas.',
    'supply.tender.won': 'Su oferta ganó la licitación «{{title}}»',
    'supply.tender.lost': 'La licitación «{{title}}» se adjudicó a otro proveedor',
    'supply.tender.outcome_body': 'Motivo de la adjudicación: {{reason}}',
    'supply.tender.cancelled': 'La licitación «{{title}}» fue cancelada',
    'supply.tender.cancelled_body': 'Motivo: {{reason}}. Su oferta nunca se abrió.',
  },
  ja: {
    'supply.tender.invited': '入札に招待されました：{{title}}',
    'supply.tender.invited_body': '締切：{{deadline}}。入札内容は一斉開札まで封印されます。',
    'supply.tender.won': '入札「{{title}}」で落札しました',
    'supply.tender.lost': '入札「{{title}}」は他のサプライヤーが落札しました',
    'supply.tender.outcome_body': '落札理由：{{reason}}',
    'supply.tender.cancelled': '入札「{{title}}」は取り消されました',
    'supply.tender.cancelled_body': '理由：{{reason}}。あなたの入札は開封されていません。',
  },
};

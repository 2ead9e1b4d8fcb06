import { defineSharedEntity } from '../../area.ts';
import { demandApi } from '../../api/supply-demand.ts';
import { tenderApi } from '../../api/supply-tender.ts';
import { tenderNotices } from './tender-notices.ts';

/**
 * Supply and demand, and tenders with sealed bids: the board (`supply_products_*`) and the
 * tenders (`supply_tender*`). Staff post and manage (`*_manage`); suppliers answer posts and bid
 * (`supply_products_respond`, `supply_tender_bid`, supplier users only).
 */
export const tenderEntity = defineSharedEntity({
  name: 'tender',
  permissions: [
    { key: 'supply_products_manage', parent: 'supply_products_index' },
    { key: 'supply_products_respond', parent: 'supply_products_info', supplier: true, supplierOnly: true },
    { key: 'supply_tender_manage', parent: 'supply_tender' },
    { key: 'supply_tender_bid', parent: 'supply_tender_info', supplier: true, supplierOnly: true },
  ],
  endpoints: [demandApi, tenderApi],
  errors: {
    'demand.not_open': 409,
    'demand.deadline_past': 422,
    'demand.product_missing': 422,
    'demand.warehouse_missing': 422,
    'tender.demand_taken': 409,
    'tender.ineligible': 422,
    'tender.level_too_low': 403,
    'tender.not_invited': 404,
    'tender.closed': 409,
    'tender.not_closed': 409,
    'tender.not_open': 409,
    'tender.not_opened': 409,
    'tender.bid_invalid': 422,
  },
  messages: {
    'zh-CN': {
      'demand.not_open': '该需求已关闭或已转为招标，不能再修改或应答',
      'demand.deadline_past': '截止时间必须晚于现在',
      'demand.product_missing': '所选商品不存在',
      'demand.warehouse_missing': '所选仓库不存在或已停用',
      'tender.demand_taken': '该需求已转为招标',
      'tender.ineligible': '供应商「{{supplier}}」不能受邀：{{reason}}',
      'tender.level_too_low': '您的供应商等级低于该招标要求的最低等级',
      'tender.not_invited': '您未受邀参加该招标',
      'tender.closed': '投标已截止',
      'tender.not_closed': '投标截止前不能开标',
      'tender.not_open': '该招标已开标、已授标或已取消',
      'tender.not_opened': '该招标尚未开标',
      'tender.bid_invalid': '只能授标给开标时验证通过的投标',
    },
    en: {
      'demand.not_open': 'This demand post is closed or became a tender: it can no longer be changed or answered',
      'demand.deadline_past': 'The deadline must be later than now',
      'demand.product_missing': 'The chosen product does not exist',
      'demand.warehouse_missing': 'The chosen warehouse does not exist or is disabled',
      'tender.demand_taken': 'This demand post already became a tender',
      'tender.ineligible': 'Supplier "{{supplier}}" cannot be invited: {{reason}}',
      'tender.level_too_low': "Your supplier level is below the tender's minimum level",
      'tender.not_invited': 'You are not invited to this tender',
      'tender.closed': 'Bidding has closed',
      'tender.not_closed': 'The bids cannot be opened before the deadline',
      'tender.not_open': 'This tender was already opened, awarded or cancelled',
      'tender.not_opened': 'This tender has not been opened yet',
      'tender.bid_invalid': 'Only a bid verified at opening can be awarded',
    },
    es: {
      'demand.not_open': 'Esta demanda está cerrada o se convirtió en licitación: ya no se puede cambiar ni responder',
      'demand.deadline_past': 'El plazo debe ser posterior a ahora',
      'demand.product_missing': 'El producto elegido no existe',
      'demand.warehouse_missing': 'El almacén elegido no existe o está desactivado',
      'tender.demand_taken': 'Esta demanda ya se convirtió en licitación',
      'tender.ineligible': 'No se puede invitar al proveedor «{{supplier}}»: {{reason}}',
      'tender.level_too_low': 'Su nivel de proveedor es inferior al mínimo de la licitación',
      'tender.not_invited': 'No está invitado a esta licitación',
      'tender.closed': 'El plazo de ofertas ha terminado',
      'tender.not_closed': 'Las ofertas no se pueden abrir antes del plazo',
      'tender.not_open': 'Esta licitación ya fue abierta, adjudicada o cancelada',
      'tender.not_opened': 'Esta licitación aún no se ha abierto',
      'tender.bid_invalid': 'Solo se puede adjudicar una oferta verificada en la apertura',
    },
    ja: {
      'demand.not_open': 'この需要は終了したか入札に移行したため、変更も回答もできません',
      'demand.deadline_past': '締切は現在より後にしてください',
      'demand.product_missing': '選択した商品が存在しません',
      'demand.warehouse_missing': '選択した倉庫が存在しないか無効です',
      'tender.demand_taken': 'この需要は既に入札に移行しています',
      'tender.ineligible': 'サプライヤー「{{supplier}}」は招待できません：{{reason}}',
      'tender.level_too_low': 'サプライヤーレベルが入札の最低レベルを下回っています',
      'tender.not_invited': 'この入札に招待されていません',
      'tender.closed': '入札は締め切られました',
      'tender.not_closed': '締切前に開札することはできません',
      'tender.not_open': 'この入札は既に開札・落札・取消済みです',
      'tender.not_opened': 'この入札はまだ開札されていません',
      'tender.bid_invalid': '開札時に検証された入札のみ落札できます',
    },
  },
  notices: tenderNotices,
});

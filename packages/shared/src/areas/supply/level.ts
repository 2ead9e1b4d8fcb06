import { defineSharedEntity } from '../../area.ts';
import { groupApi } from '../../api/supply-group.ts';
import { bandApi, levelApi } from '../../api/supply-level.ts';
import { standingApi } from '../../api/supply-score.ts';

/**
 * Levels, groups, standing bands, the rights service's refusals and the scorecard (keys
 * `supply_level_*`, `supply_group_*`). Every refusal of the rights service says why, and until
 * when when it is known.
 */
export const levelEntity = defineSharedEntity({
  name: 'level',
  permissions: [
    { key: 'supply_level_index', parent: 'supply', routes: ['/supplier/level'] },
    { key: 'supply_level_edit', parent: 'supply_level_index' },
    { key: 'supply_level_override', parent: 'supply_supplier_info' },
    { key: 'supply_group_edit', parent: 'supply_group_index' },
    { key: 'supply_level_own', parent: 'supply', supplier: true, supplierOnly: true },
  ],
  endpoints: [levelApi, bandApi, groupApi, standingApi],
  errors: {
    'supply_level.name_taken': 409,
    'supply_level.rank_taken': 409,
    'supply_level.in_use': 409,
    'supply_level.in_bands': 409,
    'supply_group.name_taken': 409,
    'supply_group.in_use': 409,
    'supply_band.range': 422,
    'supply_band.overlap': 422,
    'supply_band.gap': 422,
    'supply_band.level': 422,
    'supply_band.published': 409,
    'supply_rights.suspended': 403,
    'supply_rights.suspended_until': 403,
    'supply_rights.banned_until': 403,
    'supply_rights.bid_banned': 403,
    'supply_rights.disabled': 403,
    'supply_rights.not_enabled': 403,
    'supply_rights.licence_expired': 403,
    'supply_rights.band_blocked': 403,
    'supply_rights.not_granted': 403,
    'supply_rights.quota_used': 409,
  },
  messages: {
    'zh-CN': {
      'supply_level.name_taken': '已有同名等级',
      'supply_level.rank_taken': '已有等级使用该排序',
      'supply_level.in_use': '有 {{count}} 个供应商或评分使用该等级，不能删除；可以停用',
      'supply_level.in_bands': '生效中的评分区间使用该等级，不能停用或删除',
      'supply_group.name_taken': '已有同名分组',
      'supply_group.in_use': '分组中还有 {{count}} 个供应商，请先移出再删除',
      'supply_band.range': '区间 {{min}}–{{max}} 无效：分数须在 0–100 之间且下限不大于上限',
      'supply_band.overlap': '区间 {{a}} 与 {{b}} 重叠',
      'supply_band.gap': '分数 {{from}}–{{to}} 没有被任何区间覆盖',
      'supply_band.level': '区间选择的等级不存在或已停用',
      'supply_band.published': '已发布的区间方案不能修改或删除，请新建草稿',
      'supply_rights.suspended': '供应商已被暂停，暂不能使用此权限',
      'supply_rights.suspended_until': '供应商已被暂停至 {{until}}，在此之前不能使用此权限',
      'supply_rights.banned_until': '供应商被禁止至 {{until}}，在此之前不能使用此权限',
      'supply_rights.bid_banned': '因违规扣分，供应商在 {{until}} 之前不能竞标',
      'supply_rights.disabled': '供应商已停用，不能使用此权限',
      'supply_rights.not_enabled': '供应商尚未启用，不能使用此权限',
      'supply_rights.licence_expired':
        '营业执照已于 {{expiredOn}} 过期，此权限已于 {{withdrawnOn}} 收回，上传有效执照后恢复',
      'supply_rights.band_blocked': '当前评分 {{score}} 处于 {{min}}–{{max}} 区间，该区间不允许此操作',
      'supply_rights.not_granted': '当前等级“{{level}}”不包含此权限',
      'supply_rights.quota_used': '本月额度 {{quota}} 已用完，{{until}} 起恢复',
    },
    en: {
      'supply_level.name_taken': 'A level with this name already exists',
      'supply_level.rank_taken': 'Another level already has this rank',
      'supply_level.in_use':
        '{{count}} suppliers or scores use this level, so it cannot be deleted; disable it instead',
      'supply_level.in_bands': 'The standing bands in force use this level, so it cannot be disabled or deleted',
      'supply_group.name_taken': 'A group with this name already exists',
      'supply_group.in_use': 'The group still has {{count}} suppliers: take them out before deleting it',
      'supply_band.range':
        'The band {{min}}–{{max}} is not valid: scores run from 0 to 100 and the low end comes first',
      'supply_band.overlap': 'The bands {{a}} and {{b}} overlap',
      'supply_band.gap': 'No band covers the scores {{from}}–{{to}}',
      'supply_band.level': 'A band names a level that does not exist or is disabled',
      'supply_band.published': 'A published band set is never changed or deleted: start a new draft',
      'supply_rights.suspended': 'The supplier is suspended, so this is not allowed',
      'supply_rights.suspended_until': 'The supplier is suspended until {{until}}; this is not allowed before then',
      'supply_rights.banned_until': 'The supplier is banned until {{until}}; this is not allowed before then',
      'supply_rights.bid_banned': 'Violation points: the supplier may not bid until {{until}}',
      'supply_rights.disabled': 'The supplier is disabled, so this is not allowed',
      'supply_rights.not_enabled': 'The supplier is not enabled yet, so this is not allowed',
      'supply_rights.licence_expired':
        'The business licence expired on {{expiredOn}}: right withdrawn since {{withdrawnOn}} until a new licence',
      'supply_rights.band_blocked': 'The score {{score}} is in the band {{min}}–{{max}}, which does not allow this',
      'supply_rights.not_granted': 'The level "{{level}}" does not include this right',
      'supply_rights.quota_used': "This month's quota of {{quota}} is used up; it renews on {{until}}",
    },
    es: {
      'supply_level.name_taken': 'Ya existe un nivel con este nombre',
      'supply_level.rank_taken': 'Otro nivel ya tiene este rango',
      'supply_level.in_use':
        '{{count}} proveedores o puntuaciones usan este nivel, así que no se puede eliminar; desactívelo',
      'supply_level.in_bands': 'Las franjas en vigor usan este nivel, así que no se puede desactivar ni eliminar',
      'supply_group.name_taken': 'Ya existe un grupo con este nombre',
      'supply_group.in_use': 'El grupo aún tiene {{count}} proveedores: sáquelos antes de eliminarlo',
      'supply_band.range':
        'La franja {{min}}–{{max}} no es válida: las puntuaciones van de 0 a 100 y el mínimo va primero',
      'supply_band.overlap': 'Las franjas {{a}} y {{b}} se solapan',
      'supply_band.gap': 'Ninguna franja cubre las puntuaciones {{from}}–{{to}}',
      'supply_band.level': 'Una franja indica un nivel que no existe o está desactivado',
      'supply_band.published': 'Un conjunto de franjas publicado no se cambia ni se elimina: cree un borrador nuevo',
      'supply_rights.suspended': 'El proveedor está suspendido, así que no se permite',
      'supply_rights.suspended_until': 'El proveedor está suspendido hasta {{until}}; no se permite antes',
      'supply_rights.banned_until': 'El proveedor está sancionado hasta {{until}}; no se permite antes',
      'supply_rights.bid_banned': 'Puntos de infracción: el proveedor no puede pujar hasta {{until}}',
      'supply_rights.disabled': 'El proveedor está desactivado, así que no se permite',
      'supply_rights.not_enabled': 'El proveedor aún no está activado, así que no se permite',
      'supply_rights.licence_expired':
        'La licencia caducó el {{expiredOn}}: derecho retirado desde el {{withdrawnOn}} hasta una nueva licencia',
      'supply_rights.band_blocked': 'La puntuación {{score}} está en la franja {{min}}–{{max}}, que no lo permite',
      'supply_rights.not_granted': 'El nivel «{{level}}» no incluye este derecho',
      'supply_rights.quota_used': 'La cuota de {{quota}} de este mes está agotada; se renueva el {{until}}',
    },
    ja: {
      'supply_level.name_taken': '同じ名前のレベルがすでにあります',
      'supply_level.rank_taken': 'このランクは別のレベルが使用しています',
      'supply_level.in_use':
        '{{count}} 件のサプライヤーまたはスコアがこのレベルを使用しているため削除できません。無効にしてください',
      'supply_level.in_bands': '適用中のスコア帯がこのレベルを使用しているため、無効化・削除できません',
      'supply_group.name_taken': '同じ名前のグループがすでにあります',
      'supply_group.in_use': 'グループにまだ {{count}} 件のサプライヤーがいます。外してから削除してください',
      'supply_band.range': 'スコア帯 {{min}}–{{max}} は無効です。スコアは 0〜100 で、下限は上限以下にしてください',
      'supply_band.overlap': 'スコア帯 {{a}} と {{b}} が重なっています',
      'supply_band.gap': 'スコア {{from}}–{{to}} がどのスコア帯にも含まれていません',
      'supply_band.level': 'スコア帯のレベルが存在しないか無効です',
      'supply_band.published': '公開済みのスコア帯は変更・削除できません。新しい下書きを作成してください',
      'supply_rights.suspended': 'サプライヤーは停止中のため、この操作はできません',
      'supply_rights.suspended_until': 'サプライヤーは {{until}} まで停止中のため、それまでこの操作はできません',
      'supply_rights.banned_until': 'サプライヤーは {{until}} まで禁止中のため、それまでこの操作はできません',
      'supply_rights.bid_banned': '違反点数のため、サプライヤーは {{until}} まで入札できません',
      'supply_rights.disabled': 'サプライヤーは無効のため、この操作はできません',
      'supply_rights.not_enabled': 'サプライヤーはまだ有効になっていないため、この操作はできません',
      'supply_rights.licence_expired':
        '営業許可証が {{expiredOn}} に期限切れになり、この権利は {{withdrawnOn}} に停止されました。有効な許可証の登録後に戻ります',
      'supply_rights.band_blocked': 'スコア {{score}} は {{min}}–{{max}} の帯にあり、この操作は許可されていません',
      'supply_rights.not_granted': 'レベル「{{level}}」にはこの権利がありません',
      'supply_rights.quota_used': '今月の枠（{{quota}}）を使い切りました。{{until}} に更新されます',
    },
  },
  notices: {
    'zh-CN': {
      'supply.level.changed': '您的供应商等级已由“{{from}}”变为“{{to}}”',
      'supply.level.changed_score': '{{period}} 的评分为 {{score}}',
      'supply.level.changed_reason': '原因：{{reason}}',
    },
    en: {
      'supply.level.changed': 'Your supplier level changed from "{{from}}" to "{{to}}"',
      'supply.level.changed_score': 'Your score for {{period}} is {{score}}',
      'supply.level.changed_reason': 'Reason: {{reason}}',
    },
    es: {
      'supply.level.changed': 'Su nivel de proveedor cambió de «{{from}}» a «{{to}}»',
      'supply.level.changed_score': 'Su puntuación de {{period}} es {{score}}',
      'supply.level.changed_reason': 'Motivo: {{reason}}',
    },
    ja: {
      'supply.level.changed': 'サプライヤーレベルが「{{from}}」から「{{to}}」に変わりました',
      'supply.level.changed_score': '{{period}} のスコアは {{score}} です',
      'supply.level.changed_reason': '理由：{{reason}}',
    },
  },
});

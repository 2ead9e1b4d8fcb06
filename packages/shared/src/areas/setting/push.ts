import { defineSharedEntity } from '../../area.ts';
import { pushApi, pushLogApi, pushPublicApi } from '../../api/push.ts';

/**
 * E-mail push (/push, key `push_email`) and its log (/push/log, key `push_email_log`), declared
 * with the area's keys; the unsubscribe link is public. Template refusals name the field and the
 * variable; the field errors carry `unknown_variable` / `unclosed_braces` with `{ name }`.
 */
export const pushEntity = defineSharedEntity({
  name: 'push',
  permissions: [],
  endpoints: [pushApi, pushLogApi, pushPublicApi],
  errors: {
    'push.unknown_variable': 422,
    'push.unclosed_braces': 422,
    'push.default_language': 422,
    'push.not_editable': 409,
    'push.not_sendable': 409,
    'push.not_stoppable': 409,
    'push.sending': 409,
    'push.mail_not_configured': 422,
    'push.audience_empty': 422,
    'push.schedule_past': 422,
    'push.product_missing': 422,
    'push.group_missing': 422,
    'push.unsubscribe_invalid': 400,
  },
  messages: {
    'zh-CN': {
      'push.unknown_variable': '{{field}} 中的变量 {{name}} 不存在；可用变量：{{known}}',
      'push.unclosed_braces': '{{field}} 中的 “{{name}}” 括号未闭合：变量须写成 {{example}}',
      'push.default_language': '请填写商城默认语言（{{language}}）的标题和正文',
      'push.not_editable': '该推送已开始发送或已结束，不能再修改',
      'push.not_sendable': '只有草稿可以发送',
      'push.not_stoppable': '该推送没有在等待或发送中，无需停止',
      'push.sending': '该推送正在发送，请先停止再删除',
      'push.mail_not_configured': '尚未配置邮件服务器（设置 > 第三方邮件），不能发送推送',
      'push.audience_empty': '该受众目前没有任何收件人',
      'push.schedule_past': '定时发送的时间已经过去，请选择将来的时间或立即发送',
      'push.product_missing': '商品 {{id}} 不存在',
      'push.group_missing': '会员等级 {{id}} 不存在',
      'push.unsubscribe_invalid': '退订链接无效或已损坏',
    },
    en: {
      'push.unknown_variable': 'The variable {{name}} in {{field}} does not exist; the variables are: {{known}}',
      'push.unclosed_braces': 'The braces of "{{name}}" in {{field}} are not closed: write a variable as {{example}}',
      'push.default_language': "Fill in the subject and body in the store's default language ({{language}})",
      'push.not_editable': 'This push has started sending or has ended; it can no longer be changed',
      'push.not_sendable': 'Only a draft can be sent',
      'push.not_stoppable': 'This push is neither waiting nor sending: there is nothing to stop',
      'push.sending': 'This push is sending: stop it before deleting it',
      'push.mail_not_configured': 'No mail server is set (Settings > third-party mail): pushes cannot be sent',
      'push.audience_empty': 'This audience has no recipients at the moment',
      'push.schedule_past': 'The scheduled time has passed: choose a time to come or send now',
      'push.product_missing': 'Product {{id}} does not exist',
      'push.group_missing': 'Customer group {{id}} does not exist',
      'push.unsubscribe_invalid': 'This unsubscribe link is invalid or damaged',
    },
    es: {
      'push.unknown_variable': 'La variable {{name}} de {{field}} no existe; las variables son: {{known}}',
      'push.unclosed_braces':
        'Las llaves de «{{name}}» en {{field}} no están cerradas: escriba una variable como {{example}}',
      'push.default_language': 'Rellene el asunto y el cuerpo en el idioma predeterminado de la tienda ({{language}})',
      'push.not_editable': 'Este envío ya ha empezado o ha terminado; ya no se puede cambiar',
      'push.not_sendable': 'Solo se puede enviar un borrador',
      'push.not_stoppable': 'Este envío no está en espera ni enviándose: no hay nada que detener',
      'push.sending': 'Este envío se está enviando: deténgalo antes de eliminarlo',
      'push.mail_not_configured':
        'No hay servidor de correo configurado (Ajustes > correo de terceros): no se pueden enviar campañas',
      'push.audience_empty': 'Esta audiencia no tiene destinatarios por ahora',
      'push.schedule_past': 'La hora programada ya pasó: elija una hora futura o envíe ahora',
      'push.product_missing': 'El producto {{id}} no existe',
      'push.group_missing': 'El grupo de clientes {{id}} no existe',
      'push.unsubscribe_invalid': 'Este enlace de baja no es válido o está dañado',
    },
    ja: {
      'push.unknown_variable': '{{field}} の変数 {{name}} は存在しません。使える変数: {{known}}',
      'push.unclosed_braces': '{{field}} の「{{name}}」の括弧が閉じていません。変数は {{example}} のように書きます',
      'push.default_language': 'ストアの既定の言語（{{language}}）で件名と本文を入力してください',
      'push.not_editable': 'このプッシュは送信を開始したか終了しているため、変更できません',
      'push.not_sendable': '送信できるのは下書きだけです',
      'push.not_stoppable': 'このプッシュは待機中でも送信中でもないため、停止するものがありません',
      'push.sending': 'このプッシュは送信中です。削除する前に停止してください',
      'push.mail_not_configured': 'メールサーバーが設定されていません（設定 > 外部メール）。プッシュを送信できません',
      'push.audience_empty': 'このオーディエンスには現在受信者がいません',
      'push.schedule_past': '予約時刻が過ぎています。これからの時刻を選ぶか、今すぐ送信してください',
      'push.product_missing': '商品 {{id}} は存在しません',
      'push.group_missing': '会員グループ {{id}} は存在しません',
      'push.unsubscribe_invalid': 'この配信停止リンクは無効か壊れています',
    },
  },
});

import { eq } from 'drizzle-orm';
import type { Localized } from '@shop/shared';
import { AGREEMENT_KINDS, type AgreementKind } from '@shop/shared/api/agreement';
import type { Db } from '../platform/db/database.ts';
import { systemContext, type RequestContext } from '../platform/http/context.ts';
import { admins } from '../platform/identity/table.ts';
import { agreementRepository } from '../modules/setting/agreement/repository.ts';
import { AgreementService } from '../modules/setting/agreement/service.ts';

const html = (title: string, ...paragraphs: string[]) =>
  `<h2>${title}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;

const TEXTS: Record<AgreementKind, Localized> = {
  user: {
    'zh-CN': html(
      '用户协议',
      '欢迎使用本商城。使用本商城即表示您同意遵守本协议。',
      '我们可能会更新本协议，更新后的版本自发布之日起生效。',
    ),
    en: html(
      'User agreement',
      'Welcome to the shop. By using the shop you agree to this agreement.',
      'We may update this agreement; an updated version applies from the day it is published.',
    ),
    es: html(
      'Acuerdo de usuario',
      'Bienvenido a la tienda. Al usar la tienda acepta este acuerdo.',
      'Podemos actualizar este acuerdo; una versión actualizada rige desde el día de su publicación.',
    ),
    ja: html(
      '利用規約',
      '本ストアをご利用いただきありがとうございます。本ストアを利用することで本規約に同意したものとみなされます。',
      '本規約は更新されることがあります。更新後の規約は公開日から適用されます。',
    ),
  },
  supplier: {
    'zh-CN': html(
      '供应商协议',
      '供应商应保证所提供商品的信息真实、准确，并按时发货。',
      '供应商应妥善保管其账号，并对账号下的全部操作负责。',
    ),
    en: html(
      'Supplier agreement',
      'The supplier guarantees that the information about its products is true and accurate, and ships on time.',
      'The supplier keeps its accounts safe and is responsible for everything done with them.',
    ),
    es: html(
      'Acuerdo de proveedor',
      'El proveedor garantiza que la información de sus productos es veraz y exacta, y envía a tiempo.',
      'El proveedor protege sus cuentas y responde de todo lo que se haga con ellas.',
    ),
    ja: html(
      'サプライヤー規約',
      'サプライヤーは商品情報が真実かつ正確であることを保証し、期限どおりに出荷します。',
      'サプライヤーはアカウントを適切に管理し、そのアカウントで行われたすべての操作に責任を負います。',
    ),
  },
  privacy: {
    'zh-CN': html('隐私政策', '我们仅为处理订单和提供服务收集必要的个人信息，不会出售您的个人信息。'),
    en: html(
      'Privacy policy',
      'We collect only the personal data needed to handle orders and provide the service, and never sell it.',
    ),
    es: html(
      'Política de privacidad',
      'Solo recogemos los datos personales necesarios para gestionar pedidos y prestar el servicio, ' +
        'y nunca los vendemos.',
    ),
    ja: html(
      'プライバシーポリシー',
      '注文の処理とサービスの提供に必要な個人情報のみを収集し、販売することはありません。',
    ),
  },
};

/**
 * Version 1 of the user agreement, the supplier agreement and the privacy policy, published by the
 * demo administrator; the demo supplier users have not accepted the supplier agreement, so they are
 * asked on their first sign-in. A kind that has a version already is left as it is.
 */
export async function seedAgreements(db: Db): Promise<void> {
  const [admin] = await db
    .select({ id: admins.id, username: admins.username, truename: admins.truename })
    .from(admins)
    .where(eq(admins.username, 'admin'));
  const base = systemContext('seed');
  const ctx: RequestContext = admin
    ? { ...base, scope: { ...base.scope, adminId: admin.id, username: admin.username, truename: admin.truename } }
    : base;
  const service = new AgreementService(db);
  for (const kind of AGREEMENT_KINDS) {
    if (await agreementRepository.current(db, kind)) continue;
    await service.publish(ctx, { kind, content: TEXTS[kind], baseVersion: 0 });
  }
}

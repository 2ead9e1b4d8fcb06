import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { customers } from '../modules/customer/table.ts';
import { products } from '../modules/catalog/product/table.ts';
import { emailPushes, emailPushRecipients, emailUnsubscribes } from '../modules/setting/push/table.ts';

const DAY = 86_400_000;
const SENT = 'Spring newsletter';
const EMPTY = { es: '', ja: '' };
const AUDIENCE = {
  kind: 'customers' as const,
  groupIds: [] as number[],
  countries: [] as string[],
  registeredFrom: '',
  registeredTo: '',
  purchase: 'any' as const,
  purchaseDays: 30,
};

/**
 * E-mail pushes to show /push and /push/log at work: one sent to the demo customers last week
 * (most delivered, one bounced, one unsubscribed since), a draft with products and a push
 * scheduled for next week. Runs once: a database that has the sent push keeps what it has.
 */
export async function seedPushes(db: Db): Promise<void> {
  const [existing] = await db.select({ id: emailPushes.id }).from(emailPushes).where(eq(emailPushes.name, SENT));
  if (existing) return;
  const people = await db
    .select({ id: customers.id, email: customers.email, name: customers.name, groupId: customers.groupId })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(8);
  const picks = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3);
  if (people.length < 3) return;
  const now = Date.now();
  const body = {
    'zh-CN':
      '<p>{{customer_name}}，您好：</p><p>{{store_name}} 春季新品已上架，精选如下：</p>{{products}}' +
      '<p>不想再收到此类邮件？<a href="{{unsubscribe_url}}">退订</a></p>',
    en:
      '<p>Hello {{customer_name}},</p><p>Spring arrivals are in at {{store_name}}. Our picks:</p>{{products}}' +
      '<p>No more of these? <a href="{{unsubscribe_url}}">Unsubscribe</a></p>',
    ...EMPTY,
  };
  await db.transaction(async (tx) => {
    const sentAt = new Date(now - 6 * DAY);
    const bounced = people[people.length - 1]!;
    const [sent] = await tx
      .insert(emailPushes)
      .values({
        name: SENT,
        subject: {
          'zh-CN': '{{customer_name}}，春季新品上架',
          en: 'Spring arrivals for you, {{customer_name}}',
          ...EMPTY,
        },
        body,
        audience: AUDIENCE,
        productIds: picks.map((p) => p.id),
        status: 'done',
        materialized: true,
        ratePerMinute: 600,
        total: people.length,
        sent: people.length - 1,
        bounced: 1,
        startedAt: sentAt,
        finishedAt: new Date(sentAt.getTime() + 60_000),
        createdAt: new Date(sentAt.getTime() - DAY),
      })
      .returning();
    await tx.insert(emailPushRecipients).values(
      people.map((c) => ({
        pushId: sent!.id,
        email: c.email,
        name: c.name,
        language: 'zh-CN',
        customerId: c.id,
        state: c.id === bounced.id ? ('bounced' as const) : ('sent' as const),
        attempts: 1,
        response:
          c.id === bounced.id
            ? `550 5.1.1 <${c.email}>: Recipient address rejected: User unknown`
            : '250 2.0.0 Ok: queued',
        sentAt: c.id === bounced.id ? null : sentAt,
        updatedAt: sentAt,
      })),
    );
    const { pushId, id } = emailPushRecipients;
    await tx
      .update(emailPushRecipients)
      .set({ messageId: sql`concat('<push-', ${pushId}, '-', ${id}, '@shop.example.com>')` })
      .where(eq(pushId, sent!.id));
    await tx
      .insert(emailUnsubscribes)
      .values({ email: people[1]!.email.toLowerCase(), pushId: sent!.id })
      .onConflictDoNothing();
    await tx.insert(emailPushes).values([
      {
        name: 'Summer sale preview',
        subject: { 'zh-CN': '夏季促销抢先看', en: 'A first look at the summer sale', ...EMPTY },
        body,
        audience: { ...AUDIENCE, groupIds: [people[0]!.groupId], purchase: 'ordered_within', purchaseDays: 90 },
        productIds: picks.map((p) => p.id),
        status: 'draft',
      },
      {
        name: 'Members weekly',
        subject: { 'zh-CN': '会员周刊', en: 'Members weekly', ...EMPTY },
        body,
        audience: AUDIENCE,
        scheduleAt: new Date(now + 7 * DAY),
        ratePerMinute: 300,
        status: 'scheduled',
      },
    ]);
  });
}

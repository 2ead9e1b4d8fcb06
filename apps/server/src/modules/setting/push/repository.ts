import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PushAudience, PushListQuery, PushLogFilters, PushLogQuery, PushStatus } from '@shop/shared/api/push';
import type { Db } from '../../../platform/db/database.ts';
import { likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import { suppliers } from '../../../platform/identity/table.ts';
import { jobs } from '../../../platform/jobs/table.ts';
import { products } from '../../catalog/product/table.ts';
import { customerGroups, customers } from '../../customer/table.ts';
import { countedOrderAs } from '../../order/counted.ts';
import { orders } from '../../order/table.ts';
import { supplierProfiles } from '../../supply/supplier/table.ts';
import { emailPushes, emailPushRecipients as recipients, emailUnsubscribes } from './table.ts';

export type PushRecord = typeof emailPushes.$inferSelect;
export type PushValues = Omit<typeof emailPushes.$inferInsert, 'id'>;
export type RecipientRecord = typeof recipients.$inferSelect;
/** what a finished attempt adds to the push's counts */
export type Outcome = 'sent' | 'bounced' | 'failed' | 'skipped';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

function pushFilter(q: Pick<PushListQuery, 'keyword' | 'status'>, statuses?: PushStatus[]): SQL | undefined {
  return and(
    q.keyword ? ilike(emailPushes.name, likePattern(q.keyword)) : undefined,
    q.status ? eq(emailPushes.status, q.status) : undefined,
    statuses ? inArray(emailPushes.status, statuses) : undefined,
  );
}

function logFilter(f: PushLogFilters): SQL | undefined {
  return and(
    f.pushId ? eq(recipients.pushId, f.pushId) : undefined,
    f.state ? eq(recipients.state, f.state) : undefined,
    f.keyword ? ilike(recipients.email, likePattern(f.keyword)) : undefined,
  );
}

/** The customers an audience reaches (enabled, with an address, not unsubscribed), as SQL over `customers`. */
function customerAudience(a: PushAudience, timeZone: string): SQL {
  const day = (d: string, plus: 0 | 1) =>
    sql`((${d}::date + ${sql.raw(String(plus))})::timestamp at time zone ${timeZone}::text)`;
  // generated orders are no purchase (countedOrderAs: the figure predicate)
  const ordered = sql`select 1 from ${orders} o where o.customer_id = ${customers.id} and ${countedOrderAs('o')}`;
  const conds = [
    eq(customers.enabled, true),
    sql`${customers.email} <> ''`,
    sql`not exists (select 1 from ${emailUnsubscribes} u where u.email = lower(${customers.email}))`,
    a.groupIds.length ? inArray(customers.groupId, a.groupIds) : undefined,
    a.countries.length ? inArray(customers.country, a.countries) : undefined,
    a.registeredFrom ? sql`${customers.createdAt} >= ${day(a.registeredFrom, 0)}` : undefined,
    a.registeredTo ? sql`${customers.createdAt} < ${day(a.registeredTo, 1)}` : undefined,
    a.purchase === 'ordered_within'
      ? sql`exists (${ordered} and o.created_at >= now() - make_interval(days => ${a.purchaseDays}))`
      : undefined,
    a.purchase === 'never_ordered' ? sql`not exists (${ordered})` : undefined,
  ];
  return and(...conds)!;
}

/** Suppliers taking part (enabled or passed) with their operator's address, not unsubscribed. */
const supplierAudience = sql`${suppliers.state} in ('enabled', 'passed') and ${supplierProfiles.operatorEmail} <> ''
  and not exists (select 1 from ${emailUnsubscribes} u where u.email = lower(${supplierProfiles.operatorEmail}))`;

export const pushRepository = {
  async list(db: Db, q: PushListQuery, statuses?: PushStatus[]) {
    const where = pushFilter(q, statuses);
    const [list, [total]] = await Promise.all([
      db.select().from(emailPushes).where(where).orderBy(desc(emailPushes.id)).limit(q.pageSize).offset(offsetOf(q)),
      db.select({ n: count() }).from(emailPushes).where(where),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  },

  async find(db: Db, id: number): Promise<PushRecord | undefined> {
    const [row] = await db.select().from(emailPushes).where(eq(emailPushes.id, id));
    return row;
  },

  async lock(db: Db, id: number): Promise<PushRecord | undefined> {
    const [row] = await db.select().from(emailPushes).where(eq(emailPushes.id, id)).for('update');
    return row;
  },

  async insert(db: Db, values: PushValues): Promise<PushRecord> {
    const [row] = await db.insert(emailPushes).values(values).returning();
    return row!;
  },

  /** Changes a push, raising its version; `version` given: only if it is still that one. */
  async update(db: Db, id: number, values: Partial<PushValues>, version?: number): Promise<PushRecord | undefined> {
    const [row] = await db
      .update(emailPushes)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${emailPushes.version} + 1` })
      .where(and(eq(emailPushes.id, id), version === undefined ? undefined : eq(emailPushes.version, version)))
      .returning();
    return row;
  },

  async remove(db: Db, id: number): Promise<void> {
    await db.delete(emailPushes).where(eq(emailPushes.id, id));
  },

  async groupsExist(db: Db, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await db.select({ id: customerGroups.id }).from(customerGroups).where(inArray(customerGroups.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  /** The products of a {{products}} block, in the order asked. */
  async products(db: Db, ids: number[]) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: products.id, name: products.name, price: products.price, currency: products.currency })
      .from(products)
      .where(inArray(products.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  },

  /** How many distinct addresses an audience reaches now. */
  async audienceCount(db: Db, a: PushAudience, timeZone: string): Promise<number> {
    if (a.kind === 'suppliers') {
      const [row] = await db
        .select({ n: sql<number>`count(distinct lower(${supplierProfiles.operatorEmail}))` })
        .from(supplierProfiles)
        .innerJoin(suppliers, eq(suppliers.id, supplierProfiles.supplierId))
        .where(supplierAudience);
      return Number(row?.n ?? 0);
    }
    const [row] = await db
      .select({ n: sql<number>`count(distinct lower(${customers.email}))` })
      .from(customers)
      .where(customerAudience(a, timeZone));
    return Number(row?.n ?? 0);
  },

  /**
   * Lists the next `limit` recipients of a push after the source record `afterId` (customers or
   * suppliers by id; one row per address); answers the last source id read, null when none was left.
   * Several short statements instead of one long one: on the embedded database a statement holds
   * the event loop while it runs.
   */
  async materializeChunk(
    tx: Db,
    push: PushRecord,
    language: string,
    timeZone: string,
    afterId: number,
    limit: number,
  ): Promise<number | null> {
    const a = push.audience as PushAudience;
    const source =
      a.kind === 'suppliers'
        ? sql`select ${supplierProfiles.supplierId} as sid, ${supplierProfiles.operatorEmail} as email,
            ${supplierProfiles.operatorName} as name
          from ${supplierProfiles} join ${suppliers} on ${suppliers.id} = ${supplierProfiles.supplierId}
          where ${supplierAudience} and ${supplierProfiles.supplierId} > ${afterId}
          order by ${supplierProfiles.supplierId} limit ${limit}`
        : sql`select ${customers.id} as sid, ${customers.email} as email, ${customers.name} as name
          from ${customers} where ${customerAudience(a, timeZone)} and ${customers.id} > ${afterId}
          order by ${customers.id} limit ${limit}`;
    const column = a.kind === 'suppliers' ? sql.raw('supplier_id') : sql.raw('customer_id');
    const res = await tx.execute(sql`
      with src as (${source}),
      ins as (
        insert into ${recipients} (push_id, email, name, language, ${column})
        select ${push.id}, email, name, ${language}, sid from src order by sid
        on conflict do nothing)
      select max(sid) as last from src`);
    const last = rowsOf<{ last: string | number | null }>(res)[0]?.last;
    return last === null || last === undefined ? null : Number(last);
  },

  async recipientCount(db: Db, pushId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(recipients).where(eq(recipients.pushId, pushId));
    return Number(row?.n ?? 0);
  },

  /**
   * Rows a dead job left `sending` go back to `pending` for this job, keeping their attempt:
   * none of them was recorded as acknowledged (see sender.ts for the crash window).
   */
  async releaseStale(db: Db, pushId: number, jobId: number): Promise<number> {
    const rows = await db
      .update(recipients)
      .set({ state: 'pending', claimedBy: null, updatedAt: sql`now()` })
      .where(
        and(eq(recipients.pushId, pushId), eq(recipients.state, 'sending'), sql`${recipients.claimedBy} <> ${jobId}`),
      )
      .returning({ id: recipients.id });
    return rows.length;
  },

  /** Moves up to `limit` due pending rows to `sending` for this job (their attempt counted), in id order. */
  async claim(db: Db, pushId: number, jobId: number, limit: number): Promise<RecipientRecord[]> {
    const due = db
      .select({ id: recipients.id })
      .from(recipients)
      .where(
        and(
          eq(recipients.pushId, pushId),
          eq(recipients.state, 'pending'),
          or(isNull(recipients.nextAttemptAt), lte(recipients.nextAttemptAt, sql`now()`)),
        ),
      )
      .orderBy(asc(recipients.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(recipients)
      .set({ state: 'sending', claimedBy: jobId, attempts: sql`${recipients.attempts} + 1`, updatedAt: sql`now()` })
      .where(inArray(recipients.id, due))
      .returning();
    return rows.sort((x, y) => x.id - y.id);
  },

  /** The addresses among these that unsubscribed. */
  async unsubscribed(db: Db, emails: string[]): Promise<Set<string>> {
    if (!emails.length) return new Set();
    const rows = await db
      .select({ email: emailUnsubscribes.email })
      .from(emailUnsubscribes)
      .where(inArray(emailUnsubscribes.email, [...new Set(emails.map((e) => e.toLowerCase()))]));
    return new Set(rows.map((r) => r.email));
  },

  /**
   * Records the outcome of this job's attempt on a row and counts it on the push, in one statement
   * (atomic by itself: one round trip, no transaction to open); false (nothing written) when the
   * row is no longer this job's.
   */
  async settle(
    db: Db,
    row: { id: number; pushId: number },
    jobId: number,
    outcome: Outcome,
    values: { response: string; messageId?: string },
  ): Promise<boolean> {
    const res = await db.execute(sql`
      with r as (
        update ${recipients} set state = ${outcome}, response = ${values.response.slice(0, 1000)},
          message_id = case when ${values.messageId ?? ''} = '' then message_id else ${values.messageId ?? ''} end,
          sent_at = case when ${outcome} = 'sent' then now() else sent_at end,
          next_attempt_at = null, updated_at = now()
        where id = ${row.id} and state = 'sending' and claimed_by = ${jobId}
        returning push_id)
      update ${emailPushes} set ${sql.raw(`"${outcome}"`)} = ${sql.raw(`"${outcome}"`)} + 1
      where id = (select push_id from r)
      returning id`);
    return rowsOf(res).length > 0;
  },

  /** A temporary failure: back to pending until `delayMs` from now. */
  async retryLater(db: Db, id: number, jobId: number, response: string, delayMs: number): Promise<void> {
    await db
      .update(recipients)
      .set({
        state: 'pending',
        claimedBy: null,
        response: response.slice(0, 1000),
        nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(recipients.id, id), eq(recipients.state, 'sending'), eq(recipients.claimedBy, jobId)));
  },

  /** Rows still to send: how many, and when the earliest waiting one is due (ms from now, 0 = now). */
  async left(db: Db, pushId: number): Promise<{ n: number; dueInMs: number }> {
    const [row] = await db
      .select({
        n: count(),
        due: sql<number>`coalesce(extract(epoch from (min(${recipients.nextAttemptAt}) - now())) * 1000, 0)`,
      })
      .from(recipients)
      .where(and(eq(recipients.pushId, pushId), inArray(recipients.state, ['pending', 'sending'])));
    return { n: Number(row?.n ?? 0), dueInMs: Math.max(0, Number(row?.due ?? 0)) };
  },

  async status(db: Db, id: number): Promise<{ status: PushStatus; jobId: number | null } | undefined> {
    const [row] = await db
      .select({ status: emailPushes.status, jobId: emailPushes.jobId })
      .from(emailPushes)
      .where(eq(emailPushes.id, id));
    return row;
  },

  /** Scheduled pushes whose time has come. */
  async due(db: Db): Promise<number[]> {
    const rows = await db
      .select({ id: emailPushes.id })
      .from(emailPushes)
      .where(and(eq(emailPushes.status, 'scheduled'), lte(emailPushes.scheduleAt, sql`now()`)));
    return rows.map((r) => r.id);
  },

  /** Pushes marked sending whose job is gone (failed as interrupted by a restart, or never handed over). */
  async orphaned(db: Db): Promise<number[]> {
    const rows = await db
      .select({ id: emailPushes.id })
      .from(emailPushes)
      .leftJoin(jobs, eq(jobs.id, emailPushes.jobId))
      .where(and(eq(emailPushes.status, 'sending'), or(isNull(jobs.id), inArray(jobs.state, ['done', 'failed']))));
    return rows.map((r) => r.id);
  },

  async logPage(db: Db, q: PushLogQuery) {
    const where = logFilter(q);
    const [list, [total]] = await Promise.all([
      db
        .select({ r: recipients, pushName: emailPushes.name })
        .from(recipients)
        .innerJoin(emailPushes, eq(emailPushes.id, recipients.pushId))
        .where(where)
        .orderBy(desc(recipients.id))
        .limit(q.pageSize)
        .offset(offsetOf(q)),
      db.select({ n: count() }).from(recipients).where(where),
    ]);
    return { list, total: Number(total?.n ?? 0) };
  },

  /** One batch of the export, newest first, below `beforeId`. */
  async logBatch(db: Db, f: PushLogFilters, beforeId: number | null, limit: number) {
    return db
      .select({ r: recipients, pushName: emailPushes.name })
      .from(recipients)
      .innerJoin(emailPushes, eq(emailPushes.id, recipients.pushId))
      .where(and(logFilter(f), beforeId === null ? undefined : sql`${recipients.id} < ${beforeId}`))
      .orderBy(desc(recipients.id))
      .limit(limit);
  },

  /** Records an unsubscribed address (once); answers whether it is new. */
  async unsubscribe(db: Db, email: string, pushId: number | null): Promise<boolean> {
    const rows = await db
      .insert(emailUnsubscribes)
      .values({ email: email.toLowerCase(), pushId })
      .onConflictDoNothing()
      .returning({ email: emailUnsubscribes.email });
    return rows.length > 0;
  },
};

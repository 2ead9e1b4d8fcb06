import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/shared';
import { NOTIFICATION_TEXTS, notificationListQuery } from '@shop/shared/notifications';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import type { NotificationService, NotifyInput, Reader } from './notification-service.ts';
import { notifications } from './table.ts';
import { addAccount } from './test-helpers.ts';

const page = (q: Record<string, string> = {}) => notificationListQuery.parse(q);

describe('notifications: inbox rows', () => {
  let t: TestApp;
  let svc: NotificationService;
  let admin: Reader;
  let sales: Reader;
  let supplierA: number;
  let supplierB: number;
  let a1: Reader;
  let a2: Reader;
  let b1: Reader;
  let aDisabled: number;
  let seq = 0;

  const notice = (to: NotifyInput['to'], extra: Partial<NotifyInput> = {}): NotifyInput => ({
    to,
    kind: 'supply.tender.awarded',
    title: { key: 'notify.message', params: { from: 'Tender desk', subject: `notice ${++seq}` } },
    link: '/supply/tender/info?id=7',
    entity: { type: 'tender', id: 7 },
    mail: false,
    ...extra,
  });
  /** notify in a transaction of its own that commits, then sends */
  const sent = async (input: NotifyInput) => {
    const delivery = await t.app.services.db.transaction((tx) => svc.notify(tx, input));
    delivery.send();
    return delivery;
  };
  const rowsOfKind = async (kind: string) =>
    (
      await t.database.raw(
        'select id::int as id, recipient_id::int as r, supplier_id::int as s from notifications where kind = $1 ' +
          'order by id',
        [kind],
      )
    ).rows;
  const reader = async (username: string): Promise<Reader> => {
    const { rows } = await t.database.raw(
      'select id::int as id, supplier_id::int as s from admins where username = $1',
      [username],
    );
    return { adminId: Number(rows[0]!.id), supplierId: rows[0]!.s === null ? null : Number(rows[0]!.s) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    svc = t.app.services.notifications;
    admin = await reader('admin');
    sales = await reader('sales');
    a1 = await reader('supplier');
    b1 = await reader('supplier2');
    supplierA = a1.supplierId!;
    supplierB = b1.supplierId!;
    a2 = { adminId: (await addAccount(t, 'supplier_a_second', { supplierId: supplierA })).id, supplierId: supplierA };
    aDisabled = (await addAccount(t, 'supplier_a_gone', { supplierId: supplierA, enabled: false })).id;
  });
  afterAll(async () => {
    await svc.settled();
    await t.close();
  });

  it(
    "writes the rows in the caller's transaction: they vanish with its rollback and stay with its " + 'commit',
    async () => {
      const kind = 'test.rollback';
      let seenInside = 0;
      await expect(
        t.app.services.db.transaction(async (tx) => {
          const delivery = await svc.notify(tx, notice({ adminId: admin.adminId }, { kind }));
          seenInside = (
            await tx.select({ id: notifications.id }).from(notifications).where(eq(notifications.kind, kind))
          ).length;
          delivery.send();
          throw new Error('decision refused');
        }),
      ).rejects.toThrow('decision refused');
      expect(seenInside).toBe(1);
      await svc.settled();
      expect(await rowsOfKind(kind)).toEqual([]);

      const delivery = await sent(notice({ adminId: admin.adminId }, { kind }));
      expect(delivery.recipientIds).toEqual([admin.adminId]);
      expect((await rowsOfKind(kind)).map((r) => r.id)).toEqual(delivery.ids);
    },
  );

  it('reaches every enabled account of a supplier, and nobody of another supplier or the platform', async () => {
    const kind = 'test.supplier';
    const delivery = await sent(notice({ supplierId: supplierA }, { kind }));
    expect([...delivery.recipientIds].sort()).toEqual([a1.adminId, a2.adminId].sort());
    expect(delivery.recipientIds).not.toContain(aDisabled);
    expect((await rowsOfKind(kind)).every((r) => r.s === supplierA)).toBe(true);

    for (const r of [a1, a2]) expect((await svc.list(r, page())).list.filter((i) => i.kind === kind)).toHaveLength(1);
    for (const r of [b1, admin, sales])
      expect((await svc.list(r, page())).list.filter((i) => i.kind === kind)).toHaveLength(0);
    // The same notice to supplier B reaches B only.
    const toB = await sent(notice({ supplierId: supplierB }, { kind }));
    expect(toB.recipientIds).toEqual([b1.adminId]);
    expect((await svc.list(a1, page())).list.filter((i) => i.kind === kind)).toHaveLength(1);
  });

  it('shows a supplier user only the rows of the supplier they belong to now', async () => {
    const kind = 'test.moved';
    const mover = await addAccount(t, 'supplier_a_mover', { supplierId: supplierA });
    await sent(notice({ supplierId: supplierA }, { kind }));
    expect(
      (await svc.list({ adminId: mover.id, supplierId: supplierA }, page())).list.filter((i) => i.kind === kind),
    ).toHaveLength(1);
    await t.database.raw('update admins set supplier_id = $1 where id = $2', [supplierB, mover.id]);
    const asB = { adminId: mover.id, supplierId: supplierB };
    expect((await svc.list(asB, page())).list.filter((i) => i.kind === kind)).toHaveLength(0);
    expect(await svc.markAllRead(asB)).toBe(0);
  });

  it(
    'sends a permission notice to the staff holding it, never to supplier users (who share supplier ' + 'keys)',
    async () => {
      const orders = await sent(notice({ permission: 'catalog_order_index' }, { kind: 'test.perm_orders' }));
      expect([...orders.recipientIds].sort()).toEqual([admin.adminId, sales.adminId].sort());
      const accounts = await sent(notice({ permission: 'setting_admin_index' }, { kind: 'test.perm_admins' }));
      expect(accounts.recipientIds).toEqual([admin.adminId]);
    },
  );

  it(
    "sends to one account directly, tagging a supplier user's row with their supplier; an unknown account gets " +
      'nothing',
    async () => {
      const d = await sent(notice({ adminId: b1.adminId }, { kind: 'test.direct' }));
      expect((await rowsOfKind('test.direct')).map((r) => [r.r, r.s])).toEqual([[b1.adminId, supplierB]]);
      expect((await svc.list(b1, page())).list.find((i) => i.id === d.ids[0])).toMatchObject({
        kind: 'test.direct',
        title: { key: 'notify.message' },
        link: '/supply/tender/info?id=7',
        entity: { type: 'tender', id: 7 },
        readAt: null,
      });
      expect((await sent(notice({ adminId: 9_999_999 }, { kind: 'test.nobody' }))).ids).toEqual([]);
    },
  );

  it('lists newest first, pages, keeps only unread on request and counts them', async () => {
    const reader = { adminId: (await addAccount(t, 'staff_pager')).id, supplierId: null };
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(...(await sent(notice({ adminId: reader.adminId }, { kind: 'test.pager' }))).ids);
    const first = await svc.list(reader, page({ pageSize: '10' }));
    expect(first.total).toBe(12);
    expect(first.list.map((i) => i.id)).toEqual([...ids].reverse().slice(0, 10));
    expect((await svc.list(reader, page({ pageSize: '10', page: '2' }))).list.map((i) => i.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    expect(await svc.unreadCount(reader)).toBe(12);

    expect(await svc.markRead(reader, ids.slice(0, 5))).toBe(5);
    expect(await svc.markRead(reader, ids.slice(0, 5))).toBe(0); // already read: nothing changes
    const unread = await svc.list(reader, page({ unread: '1', pageSize: '50' }));
    expect(unread.total).toBe(7);
    expect(unread.list.every((i) => i.readAt === null)).toBe(true);
    expect(await svc.unreadCount(reader)).toBe(7);
    expect(
      (await svc.list(reader, page({ pageSize: '50' }))).list
        .filter((i) => i.readAt !== null)
        .map((i) => i.id)
        .sort(),
    ).toEqual(ids.slice(0, 5).sort());
    expect(await svc.markAllRead(reader)).toBe(7);
    expect(await svc.unreadCount(reader)).toBe(0);
  });

  it("never lets a reader mark another's rows read: the rows stay unread and the answer is 0", async () => {
    const kind = 'test.foreign';
    const toA = await sent(notice({ supplierId: supplierA }, { kind }));
    const toAdmin = await sent(notice({ adminId: admin.adminId }, { kind }));
    const all = [...toA.ids, ...toAdmin.ids];
    expect(await svc.markRead(b1, all)).toBe(0);
    expect(await svc.markRead(sales, all)).toBe(0);
    // The platform's super administrator has no more right to a supplier's inbox than anyone.
    expect(await svc.markRead(admin, toA.ids)).toBe(0);
    expect(await svc.markAllRead(b1)).toBeGreaterThanOrEqual(0);
    const { rows } = await t.database.raw(
      'select count(*)::int as n from notifications where id = any($1::bigint[]) and read_at is null',
      [all],
    );
    expect(rows[0]!.n).toBe(all.length);

    // Each supplier user reads on their own: a1 reading leaves a2's copy unread.
    const mine = (await svc.list(a1, page({ unread: '1', pageSize: '100' }))).list
      .filter((i) => i.kind === kind)
      .map((i) => i.id);
    expect(await svc.markRead(a1, mine)).toBe(1);
    expect(
      (await svc.list(a2, page({ unread: '1', pageSize: '100' }))).list.filter((i) => i.kind === kind),
    ).toHaveLength(1);
  });

  it("refuses a malformed notice as the programming error it is, failing the caller's transaction", async () => {
    const bad: NotifyInput[] = [
      notice({ adminId: admin.adminId }, { link: 'https://evil.example.com/' }),
      notice({ adminId: admin.adminId }, { link: '//evil.example.com/x' }),
      notice({ permission: 'no_such_permission' }),
      notice({ adminId: admin.adminId }, { kind: 'Not A Kind' }),
      notice({ adminId: admin.adminId }, { title: { key: 'notify.message', params: { nested: { a: 1 } as never } } }),
    ];
    for (const input of bad) {
      await expect(t.app.services.db.transaction((tx) => svc.notify(tx, input))).rejects.toThrow(
        'notify: invalid input',
      );
    }
    const { rows } = await t.database.raw(`select count(*)::int as n from notifications where link like '%evil%'`);
    expect(rows[0]!.n).toBe(0);
  });

  it('has every notification text in every language', () => {
    const keys = Object.keys(NOTIFICATION_TEXTS.en).sort();
    for (const lang of LANGUAGES) expect(Object.keys(NOTIFICATION_TEXTS[lang]).sort()).toEqual(keys);
  });
});

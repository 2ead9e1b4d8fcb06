import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondInstance, type TestApp } from '../../test-support/harness.ts';
import { MailSink } from '../../test-support/mail-sink.ts';
import { Mailer } from '../mail/mailer.ts';
import { NotificationService, type NotifyInput } from './notification-service.ts';
import { addAccount, Socket } from './test-helpers.ts';

describe('notifications: live events and e-mail after commit', () => {
  const sink = new MailSink();
  let t: TestApp;
  let svc: NotificationService;
  let adminId: number;
  let a1Id: number;
  let supplierA: number;
  const s: Record<'admin' | 'a1' | 'a2' | 'b1', Socket> = {} as never;
  let seq = 0;

  /** A notice whose subject param is a marker unique to the test, to find its events and e-mails. */
  const notice = (to: NotifyInput['to'], extra: Partial<NotifyInput> = {}): [NotifyInput, string] => {
    const marker = `marker-${++seq}-${Date.now().toString(36)}`;
    return [
      {
        to,
        kind: 'supply.tender.awarded',
        title: { key: 'notify.message', params: { from: 'Tender desk', subject: marker } },
        body: { key: 'notify.message', params: { from: 'Body', subject: `body of ${marker}` } },
        link: '/supply/tender/info?id=7',
        entity: { type: 'tender', id: 7 },
        ...extra,
      },
      marker,
    ];
  };
  const commitAndSend = async (input: NotifyInput) => {
    const delivery = await t.app.services.db.transaction((tx) => svc.notify(tx, input));
    delivery.send();
    await svc.settled();
    return delivery;
  };
  const quiet = (socket: Socket, marker: string) =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(socket.about(marker)).toEqual([]);
        resolve();
      }, 400),
    );
  const row = async (id: number) =>
    (await t.database.raw('select delivered_at, mailed_at, mail_error from notifications where id = $1', [id]))
      .rows[0]!;

  beforeAll(async () => {
    const port = await sink.start();
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'Demo Shop <shop@example.com>',
      STORE_LANGUAGE: 'en',
      CONSOLE_BASE_URL: 'https://console.example.com/',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    svc = t.app.services.notifications;
    const a1 = await t.session('supplier');
    supplierA = a1.supplier_id!;
    a1Id = a1.adminid;
    adminId = (await t.session('admin')).adminid;
    const a2 = await addAccount(t, 'supplier_a_live', { supplierId: supplierA, email: 'a2@example.com' });
    s.admin = await Socket.bound(t, await t.login('admin'));
    s.a1 = await Socket.bound(t, a1.ak);
    s.a2 = await Socket.bound(t, a2.ak);
    s.b1 = await Socket.bound(t, await t.login('supplier2'));
  });
  afterAll(async () => {
    for (const socket of Object.values(s)) socket.ws.close();
    await t.close();
    await sink.close();
  });

  it(
    'pushes the new notification to every socket of its recipients, with their unread count, and to nobody ' + 'else',
    async () => {
      const [input, marker] = notice({ supplierId: supplierA }, { mail: false });
      const unreadBefore = await svc.unreadCount({ adminId: a1Id, supplierId: supplierA });
      const delivery = await commitAndSend(input);
      for (const socket of [s.a1, s.a2]) {
        const msg = await socket.next(
          (m) => m.type === 'notification' && m.data?.item?.title.params.subject === marker,
        );
        expect(delivery.ids).toContain(msg.data!.item!.id);
        expect(msg.data!.item).toMatchObject({
          kind: 'supply.tender.awarded',
          title: { key: 'notify.message' },
          link: '/supply/tender/info?id=7',
          readAt: null,
        });
      }
      await Promise.all([quiet(s.admin, marker), quiet(s.b1, marker)]);
      const second = await commitAndSend(notice({ supplierId: supplierA }, { mail: false })[0]);
      expect(second.ids).toHaveLength(2);
      const last = await s.a1.next((m) => m.type === 'notification' && second.ids.includes(m.data!.item!.id));
      expect(last.data!.unread).toBe(unreadBefore + 2);
    },
  );

  it('tells nobody until the commit, and nobody at all when the transaction rolls back', async () => {
    const [kept, keptMarker] = notice({ adminId }, { mail: false });
    await t.app.services.db.transaction(async (tx) => {
      const delivery = await svc.notify(tx, kept);
      delivery.send(); // too early: the rows are not committed, so nothing can be claimed yet
      await quiet(s.admin, keptMarker);
    });
    // PGlite ran the early claim after the commit; on PostgreSQL it found nothing and the sweep hands the rows out.
    await svc.deliverPending();
    await svc.settled();
    await s.admin.next((m) => m.type === 'notification' && m.data?.item?.title.params.subject === keptMarker);

    const [undone, undoneMarker] = notice({ supplierId: supplierA });
    const before = sink.received.length;
    await expect(
      t.app.services.db.transaction(async (tx) => {
        (await svc.notify(tx, undone)).send();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await svc.deliverPending();
    await svc.settled();
    await Promise.all([quiet(s.a1, undoneMarker), quiet(s.a2, undoneMarker)]);
    expect(sink.received.length).toBe(before);
  });

  it(
    'hands out a committed notice whose send() never came (a crash after commit) through the sweep, ' + 'once',
    async () => {
      const [input, marker] = notice({ adminId });
      const delivery = await t.app.services.db.transaction((tx) => svc.notify(tx, input));
      await svc.deliverPending();
      await svc.settled();
      await s.admin.next((m) => m.type === 'notification' && m.data?.item?.title.params.subject === marker);
      delivery.send(); // late: already handed out, nothing happens twice
      await svc.deliverPending();
      await svc.settled();
      await quiet(s.admin, marker);
      expect(sink.about(marker)).toHaveLength(1);
      expect((await row(delivery.ids[0]!)).delivered_at).not.toBeNull();
    },
  );

  it('mails a copy to each recipient with an address, in the shop language, linking to the console', async () => {
    const [input, marker] = notice({ supplierId: supplierA });
    const delivery = await commitAndSend(input);
    const mails = sink.about(marker);
    expect(mails.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to)?.text).sort()).toEqual([
      'a2@example.com',
      'supplier@example.com',
    ]);
    for (const mail of mails) {
      expect(mail.subject).toBe(`Tender desk sent you a message: ${marker}`);
      expect(mail.from?.text).toContain('shop@example.com');
      expect(mail.text).toContain(`Body sent you a message: body of ${marker}`);
      expect(mail.text).toContain('Open it in the console: https://console.example.com/supply/tender/info?id=7');
      expect(mail.html).toContain('href="https://console.example.com/supply/tender/info?id=7"');
    }
    for (const id of delivery.ids) expect((await row(id)).mailed_at).not.toBeNull();

    const [quietOne, quietMarker] = notice({ adminId }, { mail: false });
    await commitAndSend(quietOne);
    expect(sink.about(quietMarker)).toEqual([]);
  });

  it('keeps the notice, its inbox row and its live event when the mail server refuses the copy', async () => {
    sink.refuse = true;
    try {
      const [input, marker] = notice({ adminId });
      const delivery = await commitAndSend(input);
      expect(delivery.ids).toHaveLength(1);
      await s.admin.next((m) => m.type === 'notification' && m.data?.item?.title.params.subject === marker);
      const r = await row(delivery.ids[0]!);
      expect(r.mailed_at).toBeNull();
      expect(String(r.mail_error)).toMatch(/Mailbox unavailable|550/);
      expect((await svc.list({ adminId, supplierId: null }, { page: 1, pageSize: 10, unread: true })).list[0]!.id).toBe(
        delivery.ids[0],
      );
    } finally {
      sink.refuse = false;
    }
  });

  it('keeps the notice when no mail server answers at all', async () => {
    // The same service, pointed at a port nobody listens on.
    const offline = new NotificationService({
      db: t.app.services.db,
      live: t.app.services.live,
      log: { warn: () => undefined },
      language: 'en',
      mailer: new Mailer({
        SMTP_URL: 'smtp://127.0.0.1:1',
        SMTP_PORT: 587,
        STORE_BASE_URL: 'https://shop.example.com/',
      }),
    });
    const [input] = notice({ adminId });
    const delivery = await t.app.services.db.transaction((tx) => offline.notify(tx, input));
    delivery.send();
    await offline.settled();
    const r = await row(delivery.ids[0]!);
    expect(r.delivered_at).not.toBeNull();
    expect(r.mailed_at).toBeNull();
    expect(String(r.mail_error)).toMatch(/ECONNREFUSED|connect/i);
  });

  it.skipIf(!process.env.REDIS_URL)('reaches a socket held by another instance (Redis)', async () => {
    const second = await secondInstance(t);
    const app2 = second.app;
    try {
      const [input, marker] = notice({ supplierId: supplierA }, { mail: false });
      const other = app2.services.notifications;
      (await app2.services.db.transaction((tx) => other.notify(tx, input))).send();
      await other.settled();
      await s.a1.next((m) => m.type === 'notification' && m.data?.item?.title.params.subject === marker);
      await s.a2.next((m) => m.type === 'notification' && m.data?.item?.title.params.subject === marker);
      await quiet(s.b1, marker);
    } finally {
      await second.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, secondInstance, type TestApp } from '../../test-support/harness.ts';
import { LiveSocket } from '../../test-support/live-socket.ts';

interface LiveMsg {
  type: string;
  client_id?: string;
  data?: { list: { name: string; value: number }[]; count: number };
}

type Socket = LiveSocket<LiveMsg>;
const connect = (app: FastifyInstance): Promise<Socket> => LiveSocket.connect(app);

async function authed(app: FastifyInstance, ak: string): Promise<{ socket: Socket; clientId: string }> {
  const socket = await connect(app);
  const hello = await socket.auth(ak);
  expect(hello.client_id).toMatch(/^[a-f0-9]{32}$/);
  return { socket, clientId: hello.client_id! };
}

const feedbackOf = (m: LiveMsg) => m.data!.list.find((c) => c.name === 'feedback')!.value;

describe('live channel', () => {
  let t: TestApp;
  let adminAk: string;
  let supplierAk: string;
  const sockets: Socket[] = [];
  const track = <T extends { socket: Socket }>(x: T) => {
    sockets.push(x.socket);
    return x;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    adminAk = await t.login('admin');
    supplierAk = await t.login('supplier');
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.close();
    await t.close();
  });

  it('greets an authenticated socket, binds it, and pushes the counters when feedback arrives', async () => {
    const { socket, clientId } = track(await authed(t.app, adminAk));
    const bind = await t.get(`/admin/api/BindAdmin?client_id=${clientId}`, adminAk);
    expect(bind.statusCode).toBe(200);
    const first = await socket.next((m) => m.type === 'new_count');
    const before = feedbackOf(first);
    expect(before).toBe(
      (await t.get('/admin/api/message', adminAk)).json().data.list.find((c: { name: string }) => c.name === 'feedback')
        .value,
    );

    expect((await t.post('/admin/help/suggest/add', { suggest: 'Live one' }, supplierAk)).statusCode).toBe(200);
    const pushed = await socket.next((m) => m.type === 'new_count');
    expect(feedbackOf(pushed)).toBe(before + 1);

    socket.ws.send(JSON.stringify({ type: 'ping' }));
    expect((await socket.next((m) => m.type === 'pong')).type).toBe('pong');
  });

  it('does not bind a socket for another session, nor a guessed id (404)', async () => {
    const { socket, clientId } = track(await authed(t.app, adminAk));
    const otherAdminSession = await t.login('admin');
    const foreign = await t.get(`/admin/api/BindAdmin?client_id=${clientId}`, otherAdminSession);
    expect(foreign.statusCode).toBe(404);
    expect((await t.get(`/admin/api/BindAdmin?client_id=${clientId}`, supplierAk)).statusCode).toBe(404);
    expect((await t.get(`/admin/api/BindAdmin?client_id=${'ab'.repeat(16)}`, adminAk)).statusCode).toBe(404);
    // Not bound: a change sends it nothing.
    expect((await t.post('/admin/help/suggest/add', { suggest: 'Unseen' }, supplierAk)).statusCode).toBe(200);
    await expect(socket.next((m) => m.type === 'new_count', 500)).rejects.toThrow('no such message');
  });

  it('closes a socket that authenticates with a bad session code', async () => {
    const socket = await connect(t.app);
    sockets.push(socket);
    socket.ws.send(JSON.stringify({ type: 'auth', ak: 'x'.repeat(43) }));
    expect(await socket.closed()).toBe(4001);
    expect(socket.messages.find((m) => m.type === 'onConnect')).toBeUndefined();
  });

  it.skipIf(!process.env.REDIS_URL)(
    'reaches a socket on one instance with a change made through another (Redis)',
    async () => {
      const second = await secondInstance(t);
      const app2 = second.app;
      try {
        const { socket, clientId } = track(await authed(t.app, adminAk));
        const inject2 = (url: string, ak: string, payload?: object) =>
          app2.inject({
            method: payload ? 'POST' : 'GET',
            url,
            payload,
            headers: { ak },
            remoteAddress: t.remoteAddress,
          });
        // Bound through instance 2, for a socket held by instance 1.
        expect((await inject2(`/admin/api/BindAdmin?client_id=${clientId}`, await t.login('admin'))).statusCode).toBe(
          404,
        );
        expect((await inject2(`/admin/api/BindAdmin?client_id=${'cd'.repeat(16)}`, adminAk)).statusCode).toBe(404);
        expect((await inject2(`/admin/api/BindAdmin?client_id=${clientId}`, adminAk)).statusCode).toBe(200);
        const before = feedbackOf(await socket.next((m) => m.type === 'new_count'));
        expect(
          (await inject2('/admin/help/suggest/add', supplierAk, { suggest: 'Through instance 2' })).statusCode,
        ).toBe(200);
        expect(feedbackOf(await socket.next((m) => m.type === 'new_count'))).toBe(before + 1);
      } finally {
        await second.close();
      }
    },
  );
});

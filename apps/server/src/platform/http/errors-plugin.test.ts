import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors-plugin.ts';

/** A database error as drizzle wraps it: the driver's error (with its SQLSTATE) is the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query: insert ...'), { cause: Object.assign(new Error('db'), { code }) });

describe('error handling', () => {
  it(
    'answers 409 "try again" when a transaction lost a race (foreign key gone, serialization failure, deadlock), ' +
      '500 otherwise',
    async () => {
      const app = Fastify();
      registerErrorHandling(app);
      app.get('/fail/:code', async (req) => {
        throw wrapped((req.params as { code: string }).code);
      });
      app.get('/boom', async () => {
        throw new Error('bug');
      });
      await app.ready();
      for (const code of ['23503', '40001', '40P01']) {
        const res = await app.inject({ url: `/fail/${code}` });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 409,
          msg: '其他人同时修改了相关记录，本次未保存任何内容，请重试',
          data: null,
        });
      }
      for (const url of ['/fail/23502', '/fail/42P01', '/boom'])
        expect((await app.inject({ url })).statusCode).toBe(500);
      await app.close();
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/harness.ts';

describe('login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs in with a valid CSRF token and answers the session user', async () => {
    const { token, cookie } = await t.csrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/passport/login',
      headers: { cookie },
      payload: { username: '  admin ', password: 'admin123456', csrf_token: token, submit: 'login' },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.username).toBe('admin');
    expect(data.power).toContain('setting_admin_index');
    expect(data.ak).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a login without a valid CSRF token', async () => {
    const res = await t.post('/admin/passport/login', {
      username: 'admin',
      password: 'admin123456',
      csrf_token: 'forged',
      submit: 'login',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(403);
  });
});

import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for a server a test or benchmark starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Signs in over HTTP as the login form does (a CSRF token first); answers the session code (ak). */
export async function signInOverHttp(baseUrl: string, username: string, password: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/verify/csrf`);
  const cookie = String(csrf.headers.get('set-cookie')).split(';')[0]!;
  const token = ((await csrf.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const res = await fetch(`${baseUrl}/admin/passport/login`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, csrf_token: token, submit: 'login' }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { ak: string } }).data.ak;
}

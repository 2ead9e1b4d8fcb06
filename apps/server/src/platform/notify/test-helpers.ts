import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../test-support/harness.ts';
import { LiveSocket } from '../../test-support/live-socket.ts';

/** Test support for the notification tests (not a test file itself). */

export interface LiveMsg {
  type: string;
  client_id?: string;
  data?: {
    item?: { id: number; kind: string; title: { key: string; params: Record<string, unknown> } };
    unread?: number;
  };
}

/** A console socket: authenticated with a session code and bound, as the top bar does. */
export class Socket extends LiveSocket<LiveMsg> {
  static async bound(t: TestApp, ak: string, app: FastifyInstance = t.app): Promise<Socket> {
    const socket = await Socket.connect(app);
    const hello = await socket.auth(ak);
    const bind = await t.get(`/admin/api/BindAdmin?client_id=${hello.client_id}`, ak);
    if (bind.statusCode !== 200) throw new Error(`bind failed: ${bind.body}`);
    await socket.next((m) => m.type === 'new_count');
    return socket;
  }

  /** The notification messages about one notice (its title params carry a per-test marker). */
  about(marker: string): LiveMsg[] {
    return this.messages.filter((m) => m.type === 'notification' && m.data?.item?.title.params.subject === marker);
  }
}

/** An extra back-office account (SQL, as the seed does), with a live session code. */
export async function addAccount(
  t: TestApp,
  username: string,
  opts: { supplierId?: number | null; email?: string | null; enabled?: boolean } = {},
): Promise<{ id: number; ak: string }> {
  const email = opts.email === undefined ? `${username}@example.com` : opts.email;
  const { rows } = await t.database.raw(
    `insert into admins (username, password_hash, truename, email, supplier_id, enabled)
     values ($1, 'x', $1, $2, $3, $4) returning id::int as id`,
    [username, email, opts.supplierId ?? null, opts.enabled ?? true],
  );
  const id = Number(rows[0]!.id);
  const { token } = await t.app.services.sessions.create(t.app.services.db, id, null, null);
  return { id, ak: token };
}

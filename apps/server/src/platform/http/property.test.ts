import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/harness.ts';
import { declaredRoutes, type DeclaredRoute } from './define-route.ts';

/**
 * Random input against every declared endpoint: no answer may be a 5xx, and a refused POST (4xx)
 * must leave the operation log and the data it could touch exactly as they were.
 *
 * Budget: a fixed total of runs for the whole API, however many endpoints it has (so the file
 * costs about a minute per database whether there are 170 endpoints or 500). Every endpoint gets
 * PROPERTY_MIN_RUNS runs (default 5); the rest of PROPERTY_TOTAL_RUNS (default 6,000) is spread
 * over the endpoints by fast-check, GETs weighted 8 and POSTs 5 (a POST run also checksums the
 * tables), and the endpoints run in an order drawn from the same seed.
 *
 * One seed decides the spread, the order and every input. It is printed at the start and with
 * every failure; PROPERTY_SEED=<n> replays that run (PROPERTY_ONLY="POST /admin/x" replays one
 * endpoint with the same runs and inputs, on the demo data rather than after the others).
 *
 * Requests go as the admin, who holds every permission except the supplier-only ones; the
 * endpoints only a supplier may call (feedback add, feedback upload) go as supplier A, so
 * that they are exercised beyond the permission check. Logout gets a fresh session per run.
 */
const int = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return n;
};
const TOTAL_RUNS = int('PROPERTY_TOTAL_RUNS', 6_000);
const MIN_RUNS = int('PROPERTY_MIN_RUNS', 5);
const SEED = int('PROPERTY_SEED', (Date.now() ^ Math.floor(Math.random() * 2 ** 31)) | 0);
const ONLY = process.env.PROPERTY_ONLY?.trim() || null;
const WEIGHT = { GET: 8, POST: 5 } as Record<string, number>;
const replay = (endpoint?: string) =>
  `replay with PROPERTY_SEED=${SEED}` +
  (endpoint ? ` (this endpoint alone: PROPERTY_SEED=${SEED} PROPERTY_ONLY="${endpoint}")` : '');

/** A 32-bit seed for one endpoint, from the run's seed and the endpoint alone (stable as endpoints come and go). */
function endpointSeed(endpoint: string): number {
  let h = 0x811c9dc5 ^ SEED;
  for (const ch of `${SEED} ${endpoint}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return h | 0;
}

interface Planned {
  route: DeclaredRoute;
  endpoint: string;
  runs: number;
  seed: number;
}

/**
 * Runs per endpoint and their order, from the seed: MIN_RUNS each, the rest of TOTAL_RUNS drawn
 * endpoint by endpoint with the method weights.
 */
function plan(routes: DeclaredRoute[]): Planned[] {
  const runs = routes.map(() => MIN_RUNS);
  const extra = Math.max(0, TOTAL_RUNS - MIN_RUNS * routes.length);
  const weights = routes.map((r) => WEIGHT[r.method] ?? WEIGHT.POST!);
  const cumulative = weights.map((_, i) => weights.slice(0, i + 1).reduce((a, b) => a + b, 0));
  const sum = cumulative.at(-1)!;
  if (extra > 0) {
    for (const pick of fc.sample(fc.integer({ min: 0, max: sum - 1 }), {
      seed: SEED,
      numRuns: extra,
      unbiased: true,
    })) {
      runs[cumulative.findIndex((c) => pick < c)]!++;
    }
  }
  const [order] = fc.sample(
    fc.shuffledSubarray(
      routes.map((_, i) => i),
      { minLength: routes.length },
    ),
    { seed: SEED ^ 0x5eed, numRuns: 1, unbiased: true },
  );
  return order!.map((i) => {
    const route = routes[i]!;
    const endpoint = `${route.method} ${route.url}`;
    return { route, endpoint, runs: runs[i]!, seed: endpointSeed(endpoint) };
  });
}

/** Every field name the shared schemas use, plus keys that attack object handling. */
const FIELD_NAMES = [
  'id',
  'version',
  'name',
  'description',
  'permissions',
  'enabled',
  'status',
  'username',
  'truename',
  'password',
  'email',
  'phone',
  'groupId',
  'supplierId',
  'avatar',
  'currentPassword',
  'newPassword',
  'others',
  'suggest',
  'mail',
  'imgs',
  'reply',
  'page',
  'pageSize',
  'sort',
  'keyword',
  'kind',
  'actor',
  'actorId',
  'action',
  'entity',
  'entityId',
  'from',
  'to',
  'client_id',
  'csrf_token',
  'submit',
  'ids',
  'discountPercent',
  'country',
  'note',
  'customerId',
  'isDefault',
  'line1',
  'city',
  ...([
    // catalog, orders, shipments, logistics, warehouses: filled by `anyPlausible`
    'orderId',
    'productId',
    'variantId',
    'warehouseId',
    'shipmentId',
    'providerId',
    'shippingMethodId',
    'categoryId',
    'tagIds',
    'relatedIds',
    'lines',
    'quantity',
    'waybill',
    'shippedOn',
    'shippedAt',
    'currency',
    'address',
    'parts',
    'reason',
    'cancelRemark',
    'remark',
    'at',
    'delta',
    'onShelf',
    'amount',
    'mode',
    'field',
    'lowStockThreshold',
    'code',
    'sku',
    'number',
    'price',
    'parentId',
    'lineId',
    'payStatus',
    'shipStatus',
    'state',
    'view',
    'dateFrom',
    'dateTo',
    'amountMin',
    'amountMax',
    'dryRun',
    'location',
    'specMode',
  ] as const),
] as const;
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\u202Eabc',
    '%',
    '_',
    '\\',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '/files/../x.png',
    '1e309',
    '-1',
    '0x10',
    'NaN',
    'Infinity',
    'null',
    'true',
    '2024-02-30',
    '9999-99-99',
    'x'.repeat(70_000),
    '中文'.repeat(1000),
    '😀'.repeat(500),
  ),
);
const hostileNumber = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER, 0.5),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.object({ maxDepth: 2 }) },
);

/** Values shaped like the real fields, so that many bodies pass validation and reach the services. */
function plausible(selfId: number): Record<string, fc.Arbitrary<unknown>> {
  const id = fc.integer({ min: 1, max: 30 }).map((n) => (n === selfId ? n + 100 : n));
  const perm = fc.constantFrom(
    'log',
    'tag',
    'setting_admin_index',
    'setting_group_index',
    'help_suggest',
    'profile',
    'nope',
    '__proto__',
  );
  const text = fc.oneof(
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  );
  return {
    id,
    version: fc.integer({ min: 0, max: 3 }),
    groupId: fc.oneof(id, fc.constant(null)),
    supplierId: fc.oneof(id, fc.constant(null)),
    // plain names, and names per language (customer groups)
    name: fc.oneof(text, fc.record({ 'zh-CN': text, en: text, es: text, ja: text }, { requiredKeys: [] })),
    description: text,
    truename: text,
    suggest: text,
    reply: text,
    keyword: text,
    actor: text,
    permissions: fc.array(perm, { maxLength: 6 }),
    enabled: fc.boolean(),
    others: fc.boolean(),
    status: fc.constantFrom(true, false, 'new', 'processing', 'resolved', 'closed', 'enabled', 'disabled'),
    username: fc.stringMatching(/^[a-z0-9_.@-]{3,12}$/),
    password: fc.string({ minLength: 8, maxLength: 20 }),
    currentPassword: fc.string({ minLength: 1, maxLength: 20 }),
    newPassword: fc.string({ minLength: 8, maxLength: 20 }),
    email: fc.oneof(fc.constant(''), fc.emailAddress()),
    phone: fc.stringMatching(/^[0-9+() -]{0,12}$/),
    avatar: fc.oneof(fc.constant(''), fc.constant('/files/abc.png')),
    mail: text,
    imgs: fc.array(fc.constantFrom('/files/abc.png', '/files/x', 'http://x/y.png'), { maxLength: 6 }),
    page: fc.integer({ min: -1, max: 5 }),
    pageSize: fc.constantFrom(10, 20, 50, 100, 7, 0),
    sort: fc.oneof(
      fc.constantFrom('id', '-id', 'name', '-username', 'createdAt', 'passwordHash', '-email'),
      fc.integer({ min: -1, max: 10_000 }),
    ),
    kind: fc.constantFrom('platform', 'supplier', 'other'),
    actorId: id,
    action: fc.constantFrom('group.add', 'admin.edit', 'x'),
    entity: fc.constantFrom('admin', 'admin_group', 'feedback'),
    entityId: id.map(String),
    from: fc.constantFrom('2020-01-01', '2099-12-31', '2024-02-30', 'yesterday'),
    to: fc.constantFrom('2020-01-01', '2099-12-31'),
    client_id: fc.stringMatching(/^[a-f0-9]{8,40}$/),
    csrf_token: fc.string(),
    submit: fc.constantFrom('login', 'other'),
    ids: fc.array(id, { minLength: 1, maxLength: 4 }),
    discountPercent: fc.integer({ min: -1, max: 101 }),
    country: fc.constantFrom('CN', 'US', 'es', 'XX', ''),
    note: text,
    customerId: id,
    isDefault: fc.boolean(),
    line1: text,
    city: text,
  };
}

/** For the fields without their own generator: ids, quantities, codes, words of the enums, lines and dates. */
function anyPlausible(selfId: number): fc.Arbitrary<unknown> {
  const id = fc.integer({ min: 1, max: 40 }).map((n) => (n === selfId ? n + 100 : n));
  return fc.oneof(
    id,
    fc.integer({ min: -2, max: 1000 }),
    fc.boolean(),
    fc.array(id, { minLength: 1, maxLength: 4 }),
    fc.constantFrom(
      'USD',
      'EUR',
      'JPY',
      'paid',
      'unpaid',
      'shipped',
      'partially_shipped',
      'active',
      'awaiting_payment',
      'set',
      'add',
      'percent',
      'price',
      'single',
      'multi',
      '2024-01-31',
      new Date().toISOString(),
      'SF123456789',
      'SKU-1001',
      'P1001',
    ),
    fc.array(
      fc.record(
        {
          productId: id,
          variantId: fc.oneof(id, fc.constant(null)),
          quantity: fc.integer({ min: -1, max: 5 }),
          lineId: id,
        },
        { requiredKeys: [] },
      ),
      { maxLength: 3 },
    ),
    fc.record(
      {
        name: fc.string({ maxLength: 10 }),
        country: fc.constantFrom('US', 'CN'),
        city: fc.string({ maxLength: 10 }),
        line1: fc.string({ maxLength: 10 }),
      },
      { requiredKeys: [] },
    ),
  );
}

function shapedRecord(selfId: number): fc.Arbitrary<Record<string, unknown>> {
  const good = plausible(selfId);
  // Each field: absent, plausible, or hostile.
  const other = anyPlausible(selfId);
  const fields = Object.fromEntries(
    FIELD_NAMES.map((k) => [
      k,
      fc.oneof({ weight: 4, arbitrary: good[k] ?? other }, { weight: 1, arbitrary: hostileValue }),
    ]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

const hostileObject: fc.Arbitrary<Record<string, unknown>> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS, ...FIELD_NAMES), fc.string()), hostileValue), {
    maxLength: 6,
  })
  .map((entries) => {
    const o: Record<string, unknown> = {};
    // defineProperty: a literal "__proto__" key must be an own property, as JSON.parse would make it.
    for (const [k, v] of entries)
      Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true, writable: true });
    return o;
  });

function bodyArbitrary(selfId: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: shapedRecord(selfId) },
    { weight: 2, arbitrary: hostileObject },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.object({ maxDepth: 3 }) },
  );
}

/** Percent-encodes every UTF-8 byte (lone surrogates become U+FFFD; encodeURIComponent would throw). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

function queryArbitrary(selfId: number): fc.Arbitrary<string> {
  const pairs = fc.oneof(
    shapedRecord(selfId).map((r) => Object.entries(r)),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS, ...FIELD_NAMES), fc.string()), hostileValue), {
      maxLength: 6,
    }),
  );
  return pairs.map((entries) =>
    entries
      .flatMap(([k, v]) => {
        const values = Array.isArray(v) ? v : [v];
        return values.map(
          (x) => `${encode(k)}=${encode(typeof x === 'object' ? (JSON.stringify(x) ?? '') : String(x))}`,
        );
      })
      .join('&'),
  );
}

describe('property: random input never breaks an endpoint', () => {
  let t: TestApp;
  let adminAk: string;
  let adminId: number;
  let supplierAk: string;
  let loginCookie: string;
  let loginToken: string;
  const routes: DeclaredRoute[] = [];

  /** Audit row count and a checksum of every table a POST here could change. */
  async function state(): Promise<string> {
    const parts: Array<[string, string]> = [
      [
        'admins',
        `select string_agg(concat_ws('|', id, username, truename, email, phone, avatar, group_id, supplier_id, ` +
          `enabled, version, password_hash), ',' order by id) from admins`,
      ],
      [
        'admin_groups',
        `select string_agg(concat_ws('|', id, name, description, permissions::text, enabled, version), ',' order by ` +
          `id) from admin_groups`,
      ],
      [
        'feedback',
        `select string_agg(concat_ws('|', id, status, reply, version, suggest, imgs::text), ',' order by id) from ` +
          `feedback`,
      ],
      [
        'sessions',
        `select string_agg(concat_ws('|', id, admin_id, revoked_at, expires_at), ',' order by id) from sessions`,
      ],
      [
        'customers',
        `select string_agg(concat_ws('|', id, email, name, phone, group_id, enabled, country, note, version, ` +
          `password_hash), ',' order by id) from customers`,
      ],
      [
        'customer_groups',
        `select string_agg(concat_ws('|', id, name::text, discount_percent, is_default, sort, customer_count, ` +
          `version), ',' order by id) from customer_groups`,
      ],
      [
        'customer_addresses',
        `select string_agg(concat_ws('|', id, customer_id, name, country, line1, is_default, version), ',' order by ` +
          `id) from customer_addresses`,
      ],
      [
        'checkouts',
        `select string_agg(concat_ws('|', id, recall_status, recall_count, last_recall_at, order_id), ',' order by ` +
          `id) from checkouts`,
      ],
      [
        'shipments',
        `select string_agg(concat_ws('|', id, status, delivered_at, version), ',' order by id) from shipments`,
      ],
      [
        'counts',
        `select concat_ws('|', (select count(*) from audit_log), (select count(*) from tracking_events), (select ` +
          `count(*) from jobs), (select count(*) from files))`,
      ],
    ];
    const { rows } = await t.database.raw(
      `select ${parts.map(([name, q]) => `'${name}=' || left(md5(coalesce((${q}), '')), 8)`).join(" || ' ' || ")} as s`,
    );
    return String(rows[0]!.s);
  }

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_IP_LIMIT: 100_000 });
    const s = await t.session('admin');
    adminAk = s.ak;
    adminId = s.adminid;
    supplierAk = await t.login('supplier');
    const csrf = await t.csrf();
    loginCookie = csrf.cookie;
    loginToken = csrf.token;
    routes.push(...declaredRoutes.get(t.app)!);
  });
  afterAll(async () => {
    await t.close();
  });

  it('covers every declared endpoint', () => {
    expect(routes.length).toBeGreaterThan(20);
  });

  it(
    'refuses a NUL character or a lone surrogate in any text field with 422 (PostgreSQL text and jsonb cannot hold ' +
      'them)',
    async () => {
      const before = await state();
      const add = await t.post('/admin/setting/group/add', { name: 'a\u0000b', permissions: [] }, adminAk);
      expect(add.statusCode).toBe(422);
      expect(add.json().data.errors).toEqual([{ field: 'name', key: 'invalid' }]);
      const nested = await t.post('/admin/setting/group/add', { name: 'ok', permissions: ['log', 'x\u0000'] }, adminAk);
      expect(nested.json().data.errors).toEqual([{ field: 'permissions.1', key: 'invalid' }]);
      expect((await t.get('/admin/setting/log/export?action=%00', adminAk)).statusCode).toBe(422);
      expect((await t.get('/admin/setting/admin?keyword=a%00b', adminAk)).statusCode).toBe(422);
      // JSON can carry "\ud800"; the export job's payload is jsonb, which refuses it.
      const lone = await t.post('/admin/order/export/start', { keyword: 'a\ud800' }, adminAk);
      expect(lone.statusCode).toBe(422);
      expect(lone.json().data.errors).toEqual([{ field: 'keyword', key: 'invalid' }]);
      const swapped = await t.post('/admin/setting/group/add', { name: '\udc00\ud800', permissions: [] }, adminAk);
      expect(swapped.json().data.errors).toEqual([{ field: 'name', key: 'invalid' }]);
      expect((await t.get(`/admin/setting/admin?keyword=${encodeURIComponent('😀')}`, adminAk)).statusCode).toBe(200);
      expect(await state()).toBe(before);
    },
  );

  it('spreads a fixed budget over every endpoint, each getting its minimum', () => {
    const planned = plan(routes);
    expect(new Set(planned.map((p) => p.endpoint)).size).toBe(routes.length);
    expect(Math.min(...planned.map((p) => p.runs))).toBeGreaterThanOrEqual(MIN_RUNS);
    expect(planned.reduce((n, p) => n + p.runs, 0)).toBe(Math.max(TOTAL_RUNS, MIN_RUNS * routes.length));
    // The same seed, the same plan.
    expect(plan(routes)).toEqual(planned);
  });

  it('answers no 5xx and changes nothing on a refused POST, for every endpoint', async () => {
    const adminPower = new Set((await t.session('admin')).power);
    const planned = plan(routes).filter((p) => !ONLY || p.endpoint === ONLY);
    if (ONLY) expect(planned, `PROPERTY_ONLY="${ONLY}" names no declared endpoint`).toHaveLength(1);
    const budget = planned.reduce((n, p) => n + p.runs, 0);
    console.info(
      `random input: PROPERTY_SEED=${SEED}, ${budget} runs over ${planned.length} endpoints (${MIN_RUNS} to ` +
        `${Math.max(...planned.map((p) => p.runs))} each)`,
    );
    const failures: string[] = [];
    let total = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (const { route, endpoint, runs, seed } of planned) {
      const asSupplier = route.permission !== null && !adminPower.has(route.permission);
      const isLogout = route.url === '/admin/passport/logout';
      const isLogin = route.url === '/admin/passport/login';
      const input =
        route.method === 'GET'
          ? queryArbitrary(adminId)
          : isLogin
            ? fc
                .tuple(bodyArbitrary(adminId), fc.boolean())
                .map(([b, withToken]) =>
                  withToken && b && typeof b === 'object' && !Array.isArray(b) ? { ...b, csrf_token: loginToken } : b,
                )
            : bodyArbitrary(adminId);
      let before = route.method === 'POST' ? await state() : '';
      try {
        await fc.assert(
          fc.asyncProperty(input, async (value) => {
            total++;
            let ak = asSupplier ? supplierAk : adminAk;
            if (isLogout) {
              ak = (await t.app.services.sessions.create(t.database.db, adminId, '127.0.0.1', null)).token;
              before = await state();
            }
            const headers: Record<string, string> = { ak, ...(isLogin ? { cookie: loginCookie } : {}) };
            const res =
              route.method === 'GET'
                ? await t.app.inject({
                    method: 'GET',
                    url: `${route.url}?${value as string}`,
                    headers,
                    remoteAddress: t.remoteAddress,
                  })
                : await t.app.inject({
                    method: 'POST',
                    url: route.url,
                    remoteAddress: t.remoteAddress,
                    headers: { ...headers, 'content-type': 'application/json' },
                    payload: value === undefined ? '' : JSON.stringify(value),
                  });
            if (res.statusCode >= 500) {
              failures.push(
                `${endpoint} ${res.statusCode} ${JSON.stringify(value)?.slice(0, 300)} -> ${res.body.slice(0, 200)}`,
              );
              throw new Error(failures.at(-1));
            }
            if (res.headers['content-type']?.toString().startsWith('application/json')) {
              const body = res.json();
              if (body.code !== (res.statusCode === 401 ? 300 : res.statusCode))
                failures.push(
                  `${endpoint}: envelope code ${body.code} with HTTP ${res.statusCode} (${replay(endpoint)})`,
                );
            }
            if (route.method === 'POST') {
              const after = await state();
              if (res.statusCode >= 400 && after !== before) {
                failures.push(
                  `${endpoint} refused (${res.statusCode}) yet changed data: ` +
                    `${JSON.stringify(value)?.slice(0, 300)}\n  before ${before}\n  after  ${after}`,
                );
                throw new Error(failures.at(-1));
              }
              before = after;
            }
            return true;
          }),
          { numRuns: runs, seed, endOnFailure: true },
        );
      } catch (err) {
        throw new Error(`random input broke ${endpoint}: ${replay(endpoint)}\n${(err as Error).message}`, {
          cause: err,
        });
      }
      // The session used for the rest must still be alive: otherwise later endpoints were only tested for 401.
      expect(
        (await t.get('/admin/profile', adminAk)).statusCode,
        `admin session after ${endpoint} (${replay(endpoint)})`,
      ).toBe(200);
    }
    const used = process.cpuUsage(cpu);
    console.info(
      `random input: ${total} runs in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(${((used.user + used.system) / 1e6).toFixed(1)} s of CPU), PROPERTY_SEED=${SEED}`,
    );
    expect(failures, replay()).toEqual([]);
    expect(total).toBe(budget);
    const probe = {} as Record<string, unknown>;
    expect(probe.polluted).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  }, 600_000);
});

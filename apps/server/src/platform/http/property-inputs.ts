import fc from 'fast-check';

// The random input of property.test.ts: bodies and query strings shaped like the real fields, hostile
// values and keys that attack object handling.

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

export function bodyArbitrary(selfId: number): fc.Arbitrary<unknown> {
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

export function queryArbitrary(selfId: number): fc.Arbitrary<string> {
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

import { asc, sql } from 'drizzle-orm';
import type { Localized } from '@shop/shared';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db/database.ts';
import { searchTextOf } from '../modules/customer/repository.ts';
import { customerAddresses, customerGroups, customers } from '../modules/customer/table.ts';

/** The password of every demo customer (one hash shared by all: seeding stays fast). */
export const DEMO_CUSTOMER_PASSWORD = 'customer123456';
export const DEMO_CUSTOMER_COUNT = 60;

const GROUPS: {
  key: 'regular' | 'vip' | 'wholesale';
  name: Localized;
  discountPercent: number;
  isDefault: boolean;
  sort: number;
}[] = [
  {
    key: 'regular',
    name: { 'zh-CN': '普通会员', en: 'Regular', es: 'Normal', ja: '一般会員' },
    discountPercent: 0,
    isDefault: true,
    sort: 10,
  },
  {
    key: 'vip',
    name: { 'zh-CN': 'VIP会员', en: 'VIP', es: 'VIP', ja: 'VIP会員' },
    discountPercent: 5,
    isDefault: false,
    sort: 20,
  },
  {
    key: 'wholesale',
    name: { 'zh-CN': '批发客户', en: 'Wholesale', es: 'Mayorista', ja: '卸売' },
    discountPercent: 10,
    isDefault: false,
    sort: 30,
  },
];

interface Place {
  region: string;
  city: string;
  street: (n: number) => string;
  postcode: string;
}
interface Country {
  code: string;
  domain: string;
  /** [display name, the same in Latin letters for the email] */
  people: [string, string][];
  phone: (n: number) => string;
  places: Place[];
}

const COUNTRIES: Country[] = [
  {
    code: 'CN',
    domain: 'example.cn',
    people: [
      ['王伟', 'wang.wei'],
      ['李娜', 'li.na'],
      ['张敏', 'zhang.min'],
      ['刘洋', 'liu.yang'],
      ['陈静', 'chen.jing'],
      ['杨磊', 'yang.lei'],
      ['赵丽', 'zhao.li'],
      ['黄强', 'huang.qiang'],
      ['周杰', 'zhou.jie'],
      ['吴芳', 'wu.fang'],
      ['孙涛', 'sun.tao'],
      ['马琳', 'ma.lin'],
    ],
    phone: (n) => `+86 138 ${String(1000 + n * 37).slice(-4)} ${String(2000 + n * 53).slice(-4)}`,
    places: [
      { region: '广东省', city: '深圳市', street: (n) => `南山区科技园路${n}号`, postcode: '518057' },
      { region: '上海市', city: '上海市', street: (n) => `浦东新区世纪大道${n}号`, postcode: '200120' },
      { region: '北京市', city: '北京市', street: (n) => `朝阳区建国路${n}号`, postcode: '100022' },
      { region: '浙江省', city: '杭州市', street: (n) => `西湖区文三路${n}号`, postcode: '310012' },
    ],
  },
  {
    code: 'US',
    domain: 'example.com',
    people: [
      ['James Smith', 'james.smith'],
      ['Emily Johnson', 'emily.johnson'],
      ['Michael Brown', 'michael.brown'],
      ['Olivia Davis', 'olivia.davis'],
      ['Daniel Wilson', 'daniel.wilson'],
      ['Sophia Miller', 'sophia.miller'],
      ['Ethan Moore', 'ethan.moore'],
      ['Ava Taylor', 'ava.taylor'],
      ['Noah Anderson', 'noah.anderson'],
      ['Mia Thomas', 'mia.thomas'],
      ['Liam Martin', 'liam.martin'],
      ['Chloe White', 'chloe.white'],
    ],
    phone: (n) => `+1 415-555-${String(100 + n).padStart(4, '0')}`,
    places: [
      { region: 'CA', city: 'San Francisco', street: (n) => `${n} Market St`, postcode: '94103' },
      { region: 'NY', city: 'New York', street: (n) => `${n} Broadway`, postcode: '10012' },
      { region: 'TX', city: 'Austin', street: (n) => `${n} Congress Ave`, postcode: '78701' },
      { region: 'WA', city: 'Seattle', street: (n) => `${n} Pine St`, postcode: '98101' },
    ],
  },
  {
    code: 'ES',
    domain: 'example.es',
    people: [
      ['Lucía García', 'lucia.garcia'],
      ['Javier Martínez', 'javier.martinez'],
      ['Carmen López', 'carmen.lopez'],
      ['Alejandro Sánchez', 'alejandro.sanchez'],
      ['Marta Fernández', 'marta.fernandez'],
      ['Pablo Gómez', 'pablo.gomez'],
      ['Elena Ruiz', 'elena.ruiz'],
      ['Sergio Díaz', 'sergio.diaz'],
      ['Laura Moreno', 'laura.moreno'],
      ['Diego Romero', 'diego.romero'],
    ],
    phone: (n) => `+34 612 ${String(300 + n * 7).slice(-3)} ${String(400 + n * 11).slice(-3)}`,
    places: [
      { region: 'Madrid', city: 'Madrid', street: (n) => `Calle de Alcalá ${n}`, postcode: '28014' },
      { region: 'Cataluña', city: 'Barcelona', street: (n) => `Carrer de Mallorca ${n}`, postcode: '08029' },
      { region: 'Valencia', city: 'Valencia', street: (n) => `Calle de Colón ${n}`, postcode: '46004' },
    ],
  },
  {
    code: 'JP',
    domain: 'example.jp',
    people: [
      ['佐藤 健', 'sato.ken'],
      ['鈴木 花子', 'suzuki.hanako'],
      ['高橋 翔', 'takahashi.sho'],
      ['田中 美咲', 'tanaka.misaki'],
      ['渡辺 大輔', 'watanabe.daisuke'],
      ['伊藤 さくら', 'ito.sakura'],
      ['山本 拓也', 'yamamoto.takuya'],
      ['中村 結衣', 'nakamura.yui'],
      ['小林 陽斗', 'kobayashi.haruto'],
      ['加藤 愛', 'kato.ai'],
    ],
    phone: (n) => `+81 90-${String(1200 + n * 41).slice(-4)}-${String(5600 + n * 29).slice(-4)}`,
    places: [
      { region: '東京都', city: '渋谷区', street: (n) => `神南1-${n}`, postcode: '150-0041' },
      { region: '大阪府', city: '大阪市', street: (n) => `北区梅田2-${n}`, postcode: '530-0001' },
      { region: '神奈川県', city: '横浜市', street: (n) => `西区みなとみらい3-${n}`, postcode: '220-0012' },
    ],
  },
  {
    code: 'DE',
    domain: 'example.de',
    people: [
      ['Lukas Müller', 'lukas.mueller'],
      ['Anna Schmidt', 'anna.schmidt'],
      ['Jonas Schneider', 'jonas.schneider'],
      ['Lea Fischer', 'lea.fischer'],
      ['Felix Weber', 'felix.weber'],
      ['Hannah Wagner', 'hannah.wagner'],
      ['Paul Becker', 'paul.becker'],
      ['Marie Hoffmann', 'marie.hoffmann'],
    ],
    phone: (n) => `+49 151 ${String(2300000 + n * 7919).slice(-7)}`,
    places: [
      { region: 'Berlin', city: 'Berlin', street: (n) => `Torstraße ${n}`, postcode: '10119' },
      { region: 'Bayern', city: 'München', street: (n) => `Leopoldstraße ${n}`, postcode: '80802' },
      { region: 'Hamburg', city: 'Hamburg', street: (n) => `Mönckebergstraße ${n}`, postcode: '20095' },
    ],
  },
  {
    code: 'GB',
    domain: 'example.co.uk',
    people: [
      ['Oliver Jones', 'oliver.jones'],
      ['Amelia Evans', 'amelia.evans'],
      ['Harry Walker', 'harry.walker'],
      ['Isla Roberts', 'isla.roberts'],
    ],
    phone: (n) => `+44 7700 ${String(900000 + n * 13).slice(-6)}`,
    places: [{ region: 'England', city: 'London', street: (n) => `${n} Baker Street`, postcode: 'NW1 6XE' }],
  },
  {
    code: 'FR',
    domain: 'example.fr',
    people: [
      ['Camille Dubois', 'camille.dubois'],
      ['Hugo Lefebvre', 'hugo.lefebvre'],
      ['Léa Moreau', 'lea.moreau'],
      ['Louis Laurent', 'louis.laurent'],
    ],
    phone: (n) =>
      `+33 6 12 ${String(30 + n).slice(-2)} ${String(40 + n * 3).slice(-2)} ${String(50 + n * 7).slice(-2)}`,
    places: [{ region: 'Île-de-France', city: 'Paris', street: (n) => `${n} Rue de Rivoli`, postcode: '75001' }],
  },
];

/** A small deterministic generator (mulberry32): the same demo data on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeededCustomers {
  groupIds: Record<'regular' | 'vip' | 'wholesale', number>;
  /** every customer id, oldest registration first */
  customerIds: number[];
}

/** Sets each group's member count from the customers table (after bulk inserts). */
export async function recountGroupMembers(db: Db): Promise<void> {
  await db.execute(
    sql`update customer_groups g set customer_count = (select count(*) from customers c where c.group_id = g.id)`,
  );
}

/**
 * Three customer groups (Regular is the default, VIP 5 %, Wholesale 10 %) and 60 customers in
 * several countries, registered over the last 90 days, each with one or two addresses; a few are
 * disabled. Deterministic and idempotent: a second run only answers the ids (the order seed uses them).
 */
export async function seedCustomers(db: Db): Promise<SeededCustomers> {
  const [existing] = await db.select({ id: customerGroups.id }).from(customerGroups).limit(1);
  if (!existing) await createCustomers(db);
  const groups = await db.select({ id: customerGroups.id, name: customerGroups.name }).from(customerGroups);
  const idOf = (key: string) => groups.find((g) => g.name.en === GROUPS.find((d) => d.key === key)!.name.en)?.id ?? 0;
  const ids = await db
    .select({ id: customers.id })
    .from(customers)
    .orderBy(asc(customers.createdAt), asc(customers.id));
  return {
    groupIds: { regular: idOf('regular'), vip: idOf('vip'), wholesale: idOf('wholesale') },
    customerIds: ids.map((r) => r.id),
  };
}

async function createCustomers(db: Db): Promise<void> {
  const rand = random(20_260_101);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)]!;
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  const now = Date.now();
  const people = COUNTRIES.flatMap((country) => country.people.map(([name, latin]) => ({ country, name, latin })));
  const planned = Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, i) => {
    const person = people[i % people.length]!;
    // Registration over the last 90 days; the oldest first so that ids follow registration.
    const createdAt = new Date(now - Math.floor(rand() * 90 * 86_400_000));
    const roll = rand();
    const group = roll < 0.65 ? 'regular' : roll < 0.9 ? 'vip' : 'wholesale';
    return { i, person, createdAt, group, enabled: i % 13 !== 7, twoAddresses: rand() < 0.3 };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  await db.transaction(async (tx) => {
    const groupRows = await tx
      .insert(customerGroups)
      .values(GROUPS.map(({ key: _k, ...g }) => g))
      .returning();
    const groupId = (key: string) =>
      groupRows.find((g) => g.name.en === GROUPS.find((d) => d.key === key)!.name.en)!.id;
    const rows = await tx
      .insert(customers)
      .values(
        planned.map((p) => {
          const email = `${p.person.latin}${p.i >= people.length ? p.i : ''}@${p.person.country.domain}`;
          const phone = p.person.country.phone(p.i);
          const lastLoginAt =
            rand() < 0.7 ? new Date(Math.min(now, p.createdAt.getTime() + Math.floor(rand() * 30 * 86_400_000))) : null;
          return {
            email,
            name: p.person.name,
            phone,
            passwordHash,
            groupId: groupId(p.group),
            enabled: p.enabled,
            country: p.person.country.code,
            searchText: searchTextOf({ name: p.person.name, email, phone }),
            note: p.group === 'wholesale' ? 'Invoices monthly' : '',
            lastLoginAt,
            createdAt: p.createdAt,
            updatedAt: p.createdAt,
          };
        }),
      )
      .returning({ id: customers.id });
    const addresses = planned.flatMap((p, k) => {
      const count = p.twoAddresses ? 2 : 1;
      return Array.from({ length: count }, (_, n) => {
        const place = pick(p.person.country.places);
        return {
          customerId: rows[k]!.id,
          name: p.person.name,
          phone: p.person.country.phone(p.i),
          country: p.person.country.code,
          region: place.region,
          city: place.city,
          line1: place.street(1 + Math.floor(rand() * 200)),
          postcode: place.postcode,
          isDefault: n === 0,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        };
      });
    });
    await tx.insert(customerAddresses).values(addresses);
    await recountGroupMembers(tx);
  });
}

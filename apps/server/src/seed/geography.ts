import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { customerAddresses } from '../modules/customer/table.ts';
import { orders } from '../modules/order/table.ts';
import { geoRepository } from '../modules/setting/geo/repository.ts';
import { seedGeography } from '../modules/setting/geo/service.ts';
import { regions } from '../modules/setting/geo/table.ts';

function norm(s: string): string {
  return s
    .replace(/[県縣]/g, '县')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s,.'-]/g, '');
}

/**
 * The region code of a printed region: the code's own suffix ('CA' in the US), a name in any
 * language, else the one region whose name contains it ('Madrid' in 'Madrid, Comunidad de').
 */
function resolver(all: { code: string; country: string; names: Record<string, string> }[]) {
  return (country: string, text: string): string => {
    const inCountry = all.filter((r) => r.country === country);
    const t = norm(text);
    if (!t) return '';
    const byCode = inCountry.find((r) => norm(r.code.slice(3)) === t);
    if (byCode) return byCode.code;
    const exact = inCountry.filter((r) => Object.values(r.names).some((n) => n && norm(n) === t));
    if (exact.length === 1) return exact[0]!.code;
    const within = inCountry.filter((r) =>
      Object.values(r.names).some((n) => n && t.length >= 3 && norm(n).includes(t)),
    );
    return within.length === 1 ? within[0]!.code : '';
  };
}

/**
 * Countries and regions from the registry packages, then the region codes of demo addresses
 * written as text before (customer address books and orders). Running it again changes nothing.
 */
export async function seedGeographyAndCodes(db: Db): Promise<void> {
  await seedGeography(db);
  // The demo store ships to China and the United States with postcodes on every address.
  await geoRepository.requirePostcode(db, ['CN', 'US']);
  const all = await db.select({ code: regions.code, country: regions.country, names: regions.names }).from(regions);
  const codeOf = resolver(all);
  await db.transaction(async (tx) => {
    const places = await tx
      .selectDistinct({ country: customerAddresses.country, region: customerAddresses.region })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.regionCode, ''), sql`${customerAddresses.region} <> ''`));
    for (const p of places) {
      const code = codeOf(p.country, p.region);
      if (!code) continue;
      await tx
        .update(customerAddresses)
        .set({ regionCode: code })
        .where(
          and(
            eq(customerAddresses.country, p.country),
            eq(customerAddresses.region, p.region),
            eq(customerAddresses.regionCode, ''),
          ),
        );
    }
    const orderPlaces = await tx
      .selectDistinct({
        country: sql<string>`${orders.address}->>'country'`,
        region: sql<string>`${orders.address}->>'region'`,
      })
      .from(orders)
      .where(sql`coalesce(${orders.address}->>'regionCode', '') = '' and ${orders.address}->>'region' <> ''`);
    for (const p of orderPlaces) {
      const code = codeOf(p.country, p.region);
      if (!code) continue;
      await tx
        .update(orders)
        .set({ address: sql`${orders.address} || jsonb_build_object('regionCode', ${code}::text)` })
        .where(
          sql`${orders.address}->>'country' = ${p.country} and ${orders.address}->>'region' = ${p.region}
            and coalesce(${orders.address}->>'regionCode', '') = ''`,
        );
    }
  });
}

import { describe, expect, it } from 'vitest';
import type { ProductOptionsData } from '@shop/shared';
import { useWorld } from '../../../test-support/world.ts';
import { openOrderWorld } from '../../order/order-fixtures.ts';
import { en } from './tax-fixtures.ts';

// The product form's tax class select: the classes come with the form's choices, under the keys of the
// form (add, edit, view), so that a user without /taxclass, a supplier's too, can choose a class.
describe('tax classes in the product form choices', () => {
  const world = useWorld(openOrderWorld);

  it.each([
    ['/admin/catalog/product/options/add', 'adminAk'],
    ['/admin/catalog/product/options/edit', 'supplierAk'],
    ['/admin/catalog/product/options', 'supplierAk'],
  ] as const)('%s (%s) lists every class, the default first', async (url, who) => {
    const res = await world.t.get(url, world[who], en);
    expect(res.statusCode, res.body).toBe(200);
    const { taxClasses } = res.json().data as ProductOptionsData;
    const rows = (await world.t.database.raw('select id::int as id, name, is_default from tax_classes order by id'))
      .rows as {
      id: number;
      name: string;
      is_default: boolean;
    }[];
    expect(taxClasses).toHaveLength(rows.length);
    expect(taxClasses[0]).toMatchObject({ isDefault: true });
    expect(taxClasses.filter((c) => c.isDefault)).toHaveLength(1);
    expect(new Set(taxClasses.map((c) => c.id))).toEqual(new Set(rows.map((r) => r.id)));
  });

  it('answers the classes as a select list by name, the default first', async () => {
    const res = await world.t.post('/admin/api/selectlist', { names: ['taxClasses'] }, world.supplierAk, en);
    expect(res.statusCode, res.body).toBe(200);
    const options = (res.json().data as { lists: Record<string, { value: number; label: string }[]> }).lists
      .taxClasses!;
    const def = (await world.t.database.raw('select id::int as id, name from tax_classes where is_default'))
      .rows[0] as {
      id: number;
      name: string;
    };
    expect(options[0]).toEqual({ value: def.id, label: def.name });
    expect(options.length).toBeGreaterThanOrEqual(3);
  });

  it('the demo catalog has products of each demo class', async () => {
    const rows = (
      await world.t.database.raw(
        `select c.name, count(p.id)::int as n from tax_classes c left join products p on p.tax_class_id = c.id
         where c.name in ('Electronics', 'Reduced rate') group by c.name order by c.name`,
      )
    ).rows;
    expect(rows).toEqual([
      { name: 'Electronics', n: 5 },
      { name: 'Reduced rate', n: 1 },
    ]);
  });

  it('follows a class added on /taxclass', async () => {
    const added = await world.t.post('/admin/setting/taxclass/add', { name: 'Options test class' }, world.adminAk, en);
    expect(added.statusCode, added.body).toBe(200);
    const res = await world.t.get('/admin/catalog/product/options/add', world.adminAk, en);
    const { taxClasses } = res.json().data as ProductOptionsData;
    expect(taxClasses).toContainEqual({ id: added.json().data.id, name: 'Options test class', isDefault: false });
  });
});

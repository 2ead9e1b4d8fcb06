import { PERMISSIONS, type DashboardFigureKey } from '@shop/shared';
import type { Scope } from '../http/context.ts';

export interface Figure {
  area: string;
  key: DashboardFigureKey;
  permission: string;
  value: (scope: Scope) => Promise<number>;
}

/** The dashboard's tiles: one per area the account may open, with the figures its modules give. */
export class DashboardService {
  private readonly figures: Figure[] = [];

  register(figure: Figure): void {
    this.figures.push(figure);
  }

  async tiles(scope: Scope) {
    const areas = PERMISSIONS.filter(
      (p) => p.parent === null && !p.implicit && p.key !== 'index' && scope.permissions.has(p.key),
    );
    return {
      tiles: await Promise.all(
        areas.map(async (a) => {
          const mine = this.figures.filter((f) => f.area === a.key && scope.permissions.has(f.permission));
          const values = await Promise.all(mine.map((f) => f.value(scope)));
          return { area: a.key, figures: mine.map((f, i) => ({ key: f.key, value: values[i]! })) };
        }),
      ),
    };
  }
}

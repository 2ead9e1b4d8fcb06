import type { PlatformServices } from '../../platform/area.ts';
import { customerRepository } from './repository.ts';

/** The customer area's dashboard figures: members of all groups (exact, from the group counts) and new this week. */
export function registerCustomerFigures(s: PlatformServices): void {
  const { db } = s;
  s.dashboard.register({
    area: 'customer_customer',
    key: 'customers',
    permission: 'customer_customer_index',
    value: () => customerRepository.memberTotal(db),
  });
  s.dashboard.register({
    area: 'customer_customer',
    key: 'customers_new_7d',
    permission: 'customer_customer_index',
    value: () => customerRepository.newThisWeek(db),
  });
}

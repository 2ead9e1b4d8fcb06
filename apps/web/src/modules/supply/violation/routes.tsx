import { lazyPage, route } from '../../../app/route-entry.ts';
import { MARK_PATH, VIOLATION_PATH } from './api.ts';

const ViolationPage = lazyPage(() => import('./violation-page.tsx'), 'ViolationPage');
const MarkPage = lazyPage(() => import('./mark-page.tsx'), 'MarkPage');

export const violationRoutes = [
  route(VIOLATION_PATH, 'supply_violation_index', ViolationPage, { menu: { area: 'supply', order: 60 } }),
  route(MARK_PATH, 'supply_mark', MarkPage, { menu: { area: 'supply', order: 70 } }),
];

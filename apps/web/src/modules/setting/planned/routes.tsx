import { lazyPage, route } from '../../../app/route-entry.ts';

const PlannedListPage = lazyPage(() => import('./list-page.tsx'), 'PlannedListPage');
const PlannedFormPage = lazyPage(() => import('./form-page.tsx'), 'PlannedFormPage');

/** The planned tasks' list and the task form (a new one, or one of the list's through ?id=). */
export const plannedRoutes = [
  route('/planned', 'autotasks', PlannedListPage, { menu: { area: 'shezhi', order: 80 } }),
  route('/plannedAdd', 'autotasks', PlannedFormPage),
];

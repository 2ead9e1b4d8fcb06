import { defineConsoleArea } from '../../app/console-area.ts';
import { adminRoutes } from './admin/routes.tsx';
import { groupRoutes } from './group/routes.tsx';
import { logRoutes } from './log/routes.tsx';
import { tagRoutes } from './tag/routes.tsx';
import { warehouseRoutes } from './warehouse/routes.tsx';
import { watermarkRoutes } from './watermark/routes.tsx';

/** Settings: administrators, management groups, the operation log, tags, warehouses, watermark. */
export default defineConsoleArea({
  name: 'setting',
  routes: [...adminRoutes, ...groupRoutes, ...logRoutes, ...tagRoutes, ...warehouseRoutes, ...watermarkRoutes],
});

import path from 'node:path';
import { defineServerArea } from '../../platform/area.ts';
import { abandonedRoutes } from './abandoned/routes.ts';
import { AbandonedService } from './abandoned/service.ts';
import { OrderExportService } from './export.ts';
import { registerOrderFigures } from './figures.ts';
import { logisticsRoutes } from './logistics/routes.ts';
import { LogisticsService } from './logistics/service.ts';
import { orderRoutes } from './routes.ts';
import { OrderService } from './service.ts';
import { storeInfo } from '../setting/store/sections.ts';

/** Orders with their families (splits and merges), shipments and tracking, and abandoned checkouts. */
export const orderArea = defineServerArea({
  name: 'order',
  services: ({ db, live, jobs, mailer, config, settings }) => {
    const store = storeInfo(settings);
    const orders = new OrderService(db, live);
    return {
      orders,
      orderExports: new OrderExportService(db, jobs, orders, path.resolve(config.DATA_DIR)),
      abandoned: new AbandonedService(db, jobs, mailer, {
        afterMinutes: config.ABANDONED_AFTER_MINUTES,
        storeUrl: store.baseUrl,
        language: store.language,
      }),
      // Tracking goes through the order service; bound to the caller's transaction, an import commits whole.
      logistics: new LogisticsService(db, (tx) => new OrderService(tx, live)),
    };
  },
  routes: [orderRoutes, abandonedRoutes, logisticsRoutes],
  figures: registerOrderFigures,
});

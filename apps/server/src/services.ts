import type { Config } from './config.ts';
import type { Db } from './platform/db/database.ts';
import type { SessionService } from './platform/auth/sessions.ts';
import type { LiveHub } from './platform/live/live-hub.ts';
import type { FileService } from './platform/files/file-service.ts';
import type { AdminService } from './modules/setting/admin/service.ts';
import type { GroupService } from './modules/setting/group/service.ts';
import type { LogService } from './modules/setting/log/service.ts';
import type { ProfileService } from './modules/profile/service.ts';
import type { PassportService } from './modules/passport/service.ts';
import type { FeedbackService } from './modules/help/feedback/service.ts';
import type { SupplierService } from './modules/system/supplier/service.ts';
import type { CounterRegistry } from './modules/api/counters.ts';
import type { DashboardService } from './modules/api/dashboard.ts';
import type { ProductService } from './modules/catalog/product/service.ts';
import type { CategoryService } from './modules/catalog/category/service.ts';
import type { InventoryService } from './modules/catalog/inventory/service.ts';
import type { ReviewService } from './modules/catalog/review/service.ts';
import type { DictionaryService } from './modules/catalog/dictionary/service.ts';
import type { JobRunner } from './platform/jobs/runner.ts';
import type { WatermarkService } from './modules/setting/watermark/service.ts';
import type { ImportService } from './modules/catalog/import/service.ts';

/** Everything a route handler may call, built once per app in app.ts. */
export interface Services {
  config: Config;
  db: Db;
  sessions: SessionService;
  live: LiveHub;
  files: FileService;
  jobs: JobRunner;
  watermark: WatermarkService;
  imports: ImportService;
  counters: CounterRegistry;
  dashboard: DashboardService;
  passport: PassportService;
  admins: AdminService;
  groups: GroupService;
  logs: LogService;
  profile: ProfileService;
  feedback: FeedbackService;
  suppliers: SupplierService;
  products: ProductService;
  categories: CategoryService;
  inventory: InventoryService;
  reviews: ReviewService;
  /** catalog dictionaries by url segment: stockstatus, attributegroup, attribute, option, filter */
  dictionaries: Record<string, DictionaryService>;
}

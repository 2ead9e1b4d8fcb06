import path from 'node:path';
import type { SupplierSettings } from '@shop/shared';
import { defineSupplyPart } from '../part.ts';
import { approvalQueueRoutes } from '../queue/routes.ts';
import { ApprovalQueueService } from '../queue/service.ts';
import { ApplicantService } from './applicant-service.ts';
import type { ApplicationDeps } from './deps.ts';
import { ApplicationFiles } from './files.ts';
import { ApplicantMailer } from './mail.ts';
import { applicationQueueSource } from './queue-source.ts';
import { applicationRoutes } from './routes.ts';
import { DocumentStore } from '../supplier/document-store.ts';
import { ReviewService } from './review-service.ts';

/**
 * Supplier applications (the public form, the applicant's status page, review field by field in
 * rounds, the supplier and user created on approval) and the one approval queue's endpoints.
 */
export const applicationPart = defineSupplyPart({
  services: (platform, core) => {
    const supplierDefaults = {
      current: () => platform.settings.get('supplier').current() as Promise<SupplierSettings>,
    };
    const applicationFiles = new ApplicationFiles(
      platform.db,
      path.join(platform.config.DATA_DIR, 'supplier-applications'),
    );
    const deps: ApplicationDeps = {
      db: platform.db,
      files: applicationFiles,
      documents: new DocumentStore(platform.files.dir),
      mail: new ApplicantMailer(platform.mailer, platform.config.CONSOLE_BASE_URL, console),
      notifications: platform.notifications,
      supplierDefaults,
      lifecycle: core.supplierLifecycle,
      secrets: platform.secrets,
    };
    const applicationReview = new ReviewService(deps);
    core.approvalQueue.register(applicationQueueSource(applicationReview));
    return {
      applicationFiles,
      applicants: new ApplicantService(deps),
      applicationReview,
      approvalQueueService: new ApprovalQueueService(platform.db, core.approvalQueue, supplierDefaults),
    };
  },
  routes: [applicationRoutes, approvalQueueRoutes],
  jobs: ({ jobs, applicationFiles }) => {
    // applicants' uploads no application took are removed after a day (every night)
    jobs.schedule('supply.application.files.sweep', '27 3 * * *', async () => ({
      result: { removed: await applicationFiles.sweepUnbound() },
    }));
  },
  // the dashboard's count of every supplier-side audit waiting in the approval queue
  figures: ({ dashboard, approvalQueueService }) => {
    dashboard.register({
      area: 'supply',
      key: 'supply_reviews_pending',
      permission: 'supply_apply_index',
      value: () => approvalQueueService.pendingTotal(),
    });
  },
});

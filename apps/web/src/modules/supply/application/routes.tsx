import { lazyPage, route } from '../../../app/route-entry.ts';
import { ACTIVATE_PATH, APPLY_PATH, QUEUE_PATH, STATUS_PATH } from './paths.ts';

const ApprovalQueuePage = lazyPage(() => import('./queue-page.tsx'), 'ApprovalQueuePage');
const ApplicationReviewPage = lazyPage(() => import('./review-page.tsx'), 'ApplicationReviewPage');
const ApplyPage = lazyPage(() => import('./apply-page.tsx'), 'ApplyPage');
const ApplyStatusPage = lazyPage(() => import('./status-page.tsx'), 'ApplyStatusPage');
const ActivatePage = lazyPage(() => import('./activate-page.tsx'), 'ActivatePage');

export const applicationRoutes = [
  route(QUEUE_PATH, 'supply_apply_index', ApprovalQueuePage, { menu: { area: 'supply', order: 30 } }),
  route(`${QUEUE_PATH}/:id`, 'supply_apply_audit', ApplicationReviewPage),
  route(APPLY_PATH, null, ApplyPage, { titleKey: 'supply-apply:title', public: true }),
  route(STATUS_PATH, null, ApplyStatusPage, { titleKey: 'supply-apply:status_title', public: true }),
  route(ACTIVATE_PATH, null, ActivatePage, { titleKey: 'supply-apply:activate_title', public: true }),
];

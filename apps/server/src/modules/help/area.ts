import { defineServerArea } from '../../platform/area.ts';
import { feedbackRoutes } from './feedback/routes.ts';
import { FeedbackService } from './feedback/service.ts';

/** Help centre and feedback. */
export const helpArea = defineServerArea({
  name: 'help',
  services: ({ db, files, live }) => ({ feedback: new FeedbackService(db, files, live) }),
  routes: [feedbackRoutes],
  figures: (s) => {
    s.counters.register('feedback', () => s.feedback.newCount());
    s.dashboard.register({
      area: 'help',
      key: 'feedback_new',
      permission: 'help_suggest',
      value: () => s.feedback.newCount(),
    });
    s.dashboard.register({
      area: 'help',
      key: 'feedback_total',
      permission: 'help_suggest',
      value: () => s.feedback.total(),
    });
  },
});

import { lazyPage, route } from '../../../app/route-entry.ts';

const FeedbackListPage = lazyPage(() => import('./list-page.tsx'), 'FeedbackListPage');

export const feedbackRoutes = [
  route('/feedback', 'help_suggest', FeedbackListPage, {
    titleKey: 'route:feedback',
    menu: { area: 'help', order: 20 },
  }),
];

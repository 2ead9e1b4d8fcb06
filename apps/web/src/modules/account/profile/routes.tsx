import { lazyPage, route } from '../../../app/route-entry.ts';

const ProfileIndexPage = lazyPage(() => import('./index-page.tsx'), 'ProfileIndexPage');
const ProfileEditPage = lazyPage(() => import('./edit-page.tsx'), 'ProfileEditPage');

// Reached from the user menu; 'profile' is held by every signed-in user.
export const profileRoutes = [
  route('/profile/index', 'profile', ProfileIndexPage, { titleKey: 'route:profile' }),
  route('/profile/edit', 'profile', ProfileEditPage, { titleKey: 'route:profile_edit' }),
];

import type { RouteEntry } from '../../../app/route-types.ts';
import { LoginPage } from './login-page.tsx';

// The login page is part of the entry chunk: it is the first screen, so no lazy round trip.
export const loginRoutes: RouteEntry[] = [
  { path: '/', titleKey: 'route:login', permission: null, element: LoginPage, public: true },
];

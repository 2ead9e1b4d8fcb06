import { route } from '../../../app/route-entry.ts';
import { LoginPage } from './login-page.tsx';

// The login page is part of the entry chunk: it is the first screen, so no lazy round trip.
export const loginRoutes = [route('/', null, LoginPage, { titleKey: 'route:login', public: true })];

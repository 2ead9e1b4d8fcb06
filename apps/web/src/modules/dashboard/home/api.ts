import type { z } from 'zod';
import type { dashboardData } from '@shop/shared/api/messages';
import { get } from '../../../lib/request.ts';

export type DashboardData = z.infer<typeof dashboardData>;

export const dashboardKeys = { all: ['dashboard'] as const };

export const fetchDashboard = () => get<DashboardData>('/admin/api/dashboard');

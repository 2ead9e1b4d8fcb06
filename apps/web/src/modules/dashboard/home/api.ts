import { dashboardApi } from '@shop/shared/api/messages';
import { callApi } from '../../../lib/api-client.ts';

export type { DashboardData } from '@shop/shared/api/messages';

export const dashboardKeys = { all: ['dashboard'] as const };

export const fetchDashboard = () => callApi(dashboardApi.tiles);

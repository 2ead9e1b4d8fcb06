import {
  AppstoreOutlined,
  BarChartOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  GiftOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** Sidebar icon of each top-level manifest key. */
export const AREA_ICONS: Record<string, ComponentType> = {
  index: DashboardOutlined,
  catalog_order: ShoppingCartOutlined,
  catalog_product: AppstoreOutlined,
  customer_customer: TeamOutlined,
  kefu: CustomerServiceOutlined,
  supply: ShopOutlined,
  marketing: GiftOutlined,
  statistics: BarChartOutlined,
  shezhi: SettingOutlined,
  help: QuestionCircleOutlined,
  profile: UserOutlined,
};

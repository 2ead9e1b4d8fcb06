import { z } from 'zod';
import { AUTH, CUSTOMER_PASSWORD_FLOOR } from '../constants.ts';
import { isCountryCode } from '../countries.ts';
import { batchIds, localizedData } from './catalog-common.ts';
import { regionCodeField } from './geo.ts';
import { endpoint } from '../contract.ts';
import {
  idParam,
  idQuery,
  isoDate,
  listData,
  okData,
  pageQuery,
  searchText,
  sortParam,
  versionField,
} from './common.ts';
import { ORDER_STATES, PAY_STATUSES, SHIP_STATUSES } from './order.ts';

export const CUSTOMER_SORTS = ['createdAt', 'name', 'email'] as const;
export const CUSTOMER_STATUSES = ['enabled', 'disabled'] as const;
/** Addresses one customer may keep. */
export const CUSTOMER_ADDRESS_MAX = 20;
/** Latest orders shown on the customer's detail. */
export const CUSTOMER_RECENT_ORDERS = 10;

/** An ISO 3166-1 alpha-2 code (upper-cased). */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountryCode, 'invalid')
  .meta({ examples: ['ES'] });

/** Filters of the customer list. Registration dates are UTC days, both ends included. */
export const customerFilters = z.object({
  /** name, email or phone */
  keyword: searchText,
  groupId: idParam.optional(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  country: countryCode.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const customerListQuery = pageQuery.extend(customerFilters.shape).extend({ sort: sortParam(CUSTOMER_SORTS) });

/** One row of the customer list: only what the list shows. */
export const customerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  groupId: z.number().int(),
  groupName: localizedData,
  country: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const customerListData = listData(customerRow);

const email = z
  .string()
  .trim()
  .min(1, 'required')
  .max(128)
  .pipe(z.email('invalid'))
  .meta({ examples: ['customer@example.com'] });
const name = z.string().trim().min(1, 'required').max(100);
const phone = z
  .string()
  .trim()
  .max(32)
  .regex(/^[0-9+() -]*$/, 'invalid')
  .default('');
/**
 * Customer passwords: more than 6 characters (the spec); Settings > members may ask for more, which
 * the server checks (its refusal names the minimum in force).
 */
export const customerPassword = z.string().min(CUSTOMER_PASSWORD_FLOOR, 'too_short').max(AUTH.passwordMax, 'too_long');
const note = z.string().trim().max(1000).default('');
/** A country, or '' when not known. */
const optionalCountry = z.union([z.literal(''), countryCode]).default('');

const profileFields = {
  email,
  name,
  phone,
  /** null or left out: the default group on add, the current group on edit */
  groupId: idParam.nullable().optional(),
  country: optionalCountry,
  note,
};

export const customerAddBody = z.object({
  ...profileFields,
  password: customerPassword,
  enabled: z.boolean().default(true),
});
export const customerEditBody = z.object({
  id: idParam,
  version: versionField,
  ...profileFields,
  /** a new password; left out or '' keeps the current one */
  password: z.union([z.literal(''), customerPassword]).optional(),
});
export const customerStatusBody = z.object({ ids: batchIds, enabled: z.boolean() });

export const customerAddressFields = z.object({
  name: z.string().trim().min(1, 'required').max(100),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9+() -]*$/, 'invalid')
    .default(''),
  country: countryCode,
  region: z.string().trim().max(100).default(''),
  /** ISO 3166-2 code of the region picked from the list ('' when none); `region` keeps its printable name */
  regionCode: regionCodeField,
  city: z.string().trim().max(100).default(''),
  line1: z.string().trim().min(1, 'required').max(200),
  line2: z.string().trim().max(200).default(''),
  postcode: z.string().trim().max(20).default(''),
  isDefault: z.boolean().default(false),
});
export const customerAddressAddBody = customerAddressFields.extend({ customerId: idParam });
export const customerAddressEditBody = customerAddressFields.extend({ id: idParam, version: versionField });
export const customerAddressDelBody = z.object({ id: idParam });

export const customerAddress = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  country: z.string(),
  region: z.string(),
  regionCode: z.string(),
  city: z.string(),
  line1: z.string(),
  line2: z.string(),
  postcode: z.string(),
  isDefault: z.boolean(),
  version: z.number().int(),
});

/** One of the customer's latest orders. */
export const customerOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  state: z.enum(ORDER_STATES),
  paymentStatus: z.enum(PAY_STATUSES),
  fulfilmentStatus: z.enum(SHIP_STATUSES),
  total: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  /** made by a planned auto-order task: shown, never counted in the figures */
  generated: z.boolean(),
});

/**
 * The customer's orders in figures. Orders replaced by a split and splits merged back are not
 * counted (their lines live on in other orders); the paid total is in minor units of the base
 * currency and leaves out cancelled orders.
 */
export const customerOrderSummary = z.object({
  count: z.number().int(),
  paidTotal: z.number().int(),
  baseCurrency: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
  recent: z.array(customerOrder),
});

export const customerInfo = customerRow.extend({
  note: z.string(),
  discountPercent: z.number().int(),
  lastLoginAt: z.string().nullable(),
  updatedAt: z.string(),
  addresses: z.array(customerAddress),
  orders: customerOrderSummary,
});

/** What the customer screens choose from (readable with the list's permission). */
export const customerOptionsData = z.object({
  groups: z.array(
    z.object({ id: z.number().int(), name: localizedData, discountPercent: z.number().int(), isDefault: z.boolean() }),
  ),
});

/** The customers whose status was set. */
export const customerStatusData = z.object({ ids: z.array(z.number().int()) });

/**
 * The endpoints of /customer (customers and their address books). Customers are platform data:
 * no supplier reaches them.
 */
export const customerApi = {
  list: endpoint({
    method: 'GET',
    path: '/admin/customer',
    permission: 'customer_customer_index',
    summary: 'List customers (search, filters, sort, pager)',
    query: customerListQuery,
    data: customerListData,
  }),
  options: endpoint({
    method: 'GET',
    path: '/admin/customer/options',
    permission: 'customer_customer_index',
    summary: 'Customer groups to filter by and choose from',
    data: customerOptionsData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/customer/info',
    permission: 'customer_customer_info',
    summary: 'One customer with addresses and order figures',
    query: idQuery,
    data: customerInfo,
  }),
  add: endpoint({
    method: 'POST',
    path: '/admin/customer/add',
    permission: 'customer_customer_add',
    summary: 'Add a customer',
    body: customerAddBody,
    data: customerInfo,
  }),
  edit: endpoint({
    method: 'POST',
    path: '/admin/customer/edit',
    permission: 'customer_customer_edit',
    summary: 'Edit a customer (version checked); optionally a new password',
    body: customerEditBody,
    data: customerInfo,
  }),
  status: endpoint({
    method: 'POST',
    path: '/admin/customer/status',
    permission: 'customer_customer_status',
    summary: 'Enable or disable customers',
    body: customerStatusBody,
    data: customerStatusData,
  }),
  addressAdd: endpoint({
    method: 'POST',
    path: '/admin/customer/address/add',
    permission: 'customer_customer_edit',
    summary: "Add an address to a customer's book",
    body: customerAddressAddBody,
    data: customerAddress,
  }),
  addressEdit: endpoint({
    method: 'POST',
    path: '/admin/customer/address/edit',
    permission: 'customer_customer_edit',
    summary: 'Edit an address (version checked) or make it the default',
    body: customerAddressEditBody,
    data: customerAddress,
  }),
  addressDel: endpoint({
    method: 'POST',
    path: '/admin/customer/address/del',
    permission: 'customer_customer_edit',
    summary: 'Delete an address',
    body: customerAddressDelBody,
    data: okData,
  }),
};

export type CustomerFilters = z.infer<typeof customerFilters>;
export type CustomerListQuery = z.infer<typeof customerListQuery>;
export type CustomerRow = z.infer<typeof customerRow>;
export type CustomerAddBody = z.infer<typeof customerAddBody>;
export type CustomerEditBody = z.infer<typeof customerEditBody>;
export type CustomerStatusBody = z.infer<typeof customerStatusBody>;
export type CustomerStatusData = z.infer<typeof customerStatusData>;
export type CustomerAddressFields = z.infer<typeof customerAddressFields>;
export type CustomerAddressAddBody = z.infer<typeof customerAddressAddBody>;
export type CustomerAddressEditBody = z.infer<typeof customerAddressEditBody>;
export type CustomerAddress = z.infer<typeof customerAddress>;
export type CustomerOrder = z.infer<typeof customerOrder>;
export type CustomerOrderSummary = z.infer<typeof customerOrderSummary>;
export type CustomerInfo = z.infer<typeof customerInfo>;
export type CustomerOptionsData = z.infer<typeof customerOptionsData>;

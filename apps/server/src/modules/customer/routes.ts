import type { FastifyInstance } from 'fastify';
import {
  customerAddBody, customerAddress, customerAddressAddBody, customerAddressDelBody, customerAddressEditBody, customerEditBody,
  customerGroupAddBody, customerGroupDefaultBody, customerGroupEditBody, customerGroupListData, customerGroupListQuery, customerGroupRow,
  customerInfo, customerListData, customerListQuery, customerOptionsData, customerStatusBody, batchResult, idBody, idQuery, okData,
} from '@shop/shared';
import { defineRoute } from '../../platform/http/define-route.ts';

export function customerRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET', url: '/admin/customer', permission: 'customer_customer_index', summary: 'List customers (search, filters, sort, pager)',
    schema: { query: customerListQuery, data: customerListData },
    handler: ({ query, services }) => services.customers.list(query),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/customer/options', permission: 'customer_customer_index', summary: 'Customer groups to filter by and choose from',
    schema: { data: customerOptionsData },
    handler: ({ services }) => services.customers.options(),
  });
  defineRoute(app, {
    method: 'GET', url: '/admin/customer/info', permission: 'customer_customer_info', summary: 'One customer with addresses and order figures',
    schema: { query: idQuery, data: customerInfo },
    handler: ({ query, services }) => services.customers.info(query.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/add', permission: 'customer_customer_add', summary: 'Add a customer',
    schema: { body: customerAddBody, data: customerInfo },
    handler: ({ body, ctx, services }) => services.customers.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/edit', permission: 'customer_customer_edit', summary: 'Edit a customer (version checked); optionally a new password',
    schema: { body: customerEditBody, data: customerInfo },
    handler: ({ body, ctx, services }) => services.customers.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/status', permission: 'customer_customer_status', summary: 'Enable or disable customers',
    schema: { body: customerStatusBody, data: batchResult },
    handler: ({ body, ctx, services }) => services.customers.setStatus(ctx, body.ids, body.enabled),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/address/add', permission: 'customer_customer_edit', summary: "Add an address to a customer's book",
    schema: { body: customerAddressAddBody, data: customerAddress },
    handler: ({ body, ctx, services }) => services.customerAddresses.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/address/edit', permission: 'customer_customer_edit', summary: 'Edit an address (version checked) or make it the default',
    schema: { body: customerAddressEditBody, data: customerAddress },
    handler: ({ body, ctx, services }) => services.customerAddresses.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/address/del', permission: 'customer_customer_edit', summary: 'Delete an address',
    schema: { body: customerAddressDelBody, data: okData },
    handler: ({ body, ctx, services }) => services.customerAddresses.remove(ctx, body.id),
  });

  defineRoute(app, {
    method: 'GET', url: '/admin/customer/group', permission: 'customer_group_index', summary: 'List customer groups with their member counts',
    schema: { query: customerGroupListQuery, data: customerGroupListData },
    handler: ({ query, services }) => services.customerGroups.list(query),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/group/add', permission: 'customer_group_edit', summary: 'Add a customer group',
    schema: { body: customerGroupAddBody, data: customerGroupRow },
    handler: ({ body, ctx, services }) => services.customerGroups.add(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/group/edit', permission: 'customer_group_edit', summary: 'Edit a customer group (version checked)',
    schema: { body: customerGroupEditBody, data: customerGroupRow },
    handler: ({ body, ctx, services }) => services.customerGroups.edit(ctx, body),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/group/del', permission: 'customer_group_edit', summary: 'Delete a customer group that has no members and is not the default',
    schema: { body: idBody, data: okData },
    handler: ({ body, ctx, services }) => services.customerGroups.remove(ctx, body.id),
  });
  defineRoute(app, {
    method: 'POST', url: '/admin/customer/group/default', permission: 'customer_group_edit', summary: 'Make a customer group the default for new customers',
    schema: { body: customerGroupDefaultBody, data: customerGroupRow },
    handler: ({ body, ctx, services }) => services.customerGroups.setDefault(ctx, body.id),
  });
}

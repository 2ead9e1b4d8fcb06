/**
 * Error codes: services throw AppError(code, params); the HTTP layer maps the code to a status
 * and a translated text (message key = the code itself, in locales/<lang>.ts under `errors`).
 */
export const ERROR_STATUS = {
  'common.not_logged_in': 401,
  'common.server_error': 500,
  'common.network': 503,
  'common.invalid_input': 422,
  'common.forbidden': 403,
  'common.not_found': 404,
  'common.stale_version': 409,
  'common.conflict': 409,
  'common.concurrent_change': 409,
  'common.duplicate_name': 409,
  'common.too_large': 413,
  'common.rate_limited': 429,
  'common.idempotency_in_progress': 409,
  'common.idempotency_mismatch': 422,
  'auth.csrf_invalid': 403,
  'auth.bad_credentials': 400,
  'auth.locked': 429,
  'auth.rate_limited': 429,
  'auth.account_disabled': 403,
  'auth.wrong_current_password': 400,
  'auth.password_reused': 400,
  'admin.username_taken': 409,
  'admin.cannot_disable_self': 409,
  'admin.cannot_delete_self': 409,
  'admin.last_super_admin': 409,
  'admin.group_required': 422,
  'admin.supplier_required': 422,
  'group.in_use': 409,
  'group.name_taken': 409,
  'group.super_locked': 409,
  'group.unknown_permission': 422,
  'session.not_found': 404,
  'session.current': 409,
  'feedback.desc_required': 422,
  'upload.img_type': 422,
  'upload.img_size': 413,
  'upload.img_error': 422,
  'upload.img_dimensions': 422,
  'import.failed': 422,
  'catalog.mixed_suppliers': 422,
  'catalog.number_taken': 409,
  'catalog.sku_taken': 409,
  'catalog.invalid_link': 422,
  'catalog.category_in_use': 409,
  'catalog.category_cycle': 422,
  'catalog.sort_mismatch': 409,
  'catalog.in_use': 409,
  'tag.name_taken': 409,
  'tag.in_use': 409,
  'warehouse.name_taken': 409,
  'warehouse.code_taken': 409,
  'warehouse.in_use': 409,
  'warehouse.default_locked': 409,
  'warehouse.default_disabled': 409,
  'stock.insufficient': 409,
  'order.illegal_transition': 409,
  'order.closed': 409,
  'order.not_paid': 409,
  'order.already_paid': 409,
  'order.has_shipments': 409,
  'order.split_family': 409,
  'order.merge_shipped': 409,
  'order.merge_family': 409,
  'order.ship_quantity': 422,
  'order.shipment_closed': 409,
  'order.split_invalid': 422,
  'order.product_unavailable': 422,
  'order.customer_unavailable': 422,
  'order.currency_unknown': 422,
  'order.shipping_unknown': 422,
  'order.provider_unknown': 422,
  'order.discount_too_high': 422,
  'abandoned.mail_not_configured': 409,
  'abandoned.converted': 409,
  'abandoned.recently_recalled': 409,
  'abandoned.not_abandoned': 409,
  'logistics.event_time': 422,
  'logistics.event_before_last': 422,
  'stock.variant_required': 422,
  'customer.email_taken': 409,
  'customer.group_required': 422,
  'customer.address_limit': 409,
  'customer_group.name_taken': 409,
  'customer_group.in_use': 409,
  'customer_group.tax_rules': 409,
  'customer_group.default_locked': 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

/** Field-level validation keys returned in data.errors[].key */
export const FIELD_ERROR_KEYS = [
  'required', 'too_short', 'too_long', 'invalid', 'invalid_type', 'too_small', 'too_big', 'not_allowed', 'duplicate',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

export interface FieldError {
  field: string;
  key: FieldErrorKey | string;
  params?: Record<string, unknown>;
}

/** The response envelope every endpoint answers with. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

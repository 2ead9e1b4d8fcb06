import { statusOf, type ErrorCode, type FieldError } from '@shop/shared';

/** The one error type services throw; the HTTP layer turns it into status + translated text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, unknown>;
  readonly fields: FieldError[] | undefined;
  readonly data: unknown;

  constructor(
    code: ErrorCode,
    params: Record<string, unknown> = {},
    extra: { fields?: FieldError[]; data?: unknown } = {},
  ) {
    super(code);
    this.code = code;
    this.params = params;
    this.fields = extra.fields;
    this.data = extra.data;
  }

  get status(): number {
    return statusOf(this.code);
  }
}

/** A field-level conflict (e.g. a name that already exists), shown on the form field. */
export function fieldConflict(code: ErrorCode, field: string, key = 'duplicate'): AppError {
  return new AppError(code, {}, { fields: [{ field, key }] });
}

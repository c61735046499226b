/** The handful of error kinds the API answers with; one handler turns them into `{ detail }`. */
const STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  too_many: 429,
} as const;

export type AppErrorKind = keyof typeof STATUS;

/** What an error's answer carries besides `{ detail, errors }`: headers (Retry-After), fields (a report). */
export type ErrorExtras = { headers?: Record<string, string | number>; fields?: Record<string, unknown> };

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly statusCode: number;
  readonly errors: Record<string, string> | undefined;
  readonly extras: ErrorExtras;

  constructor(kind: AppErrorKind, detail: string, errors?: Record<string, string>, extras: ErrorExtras = {}) {
    super(detail);
    this.name = 'AppError';
    this.kind = kind;
    this.statusCode = STATUS[kind];
    this.errors = errors;
    this.extras = extras;
  }
}

export const badRequest = (detail: string, errors?: Record<string, string>) =>
  new AppError('validation', detail, errors);
export const unauthorized = (detail: string) => new AppError('unauthorized', detail);
export const forbidden = (detail: string) => new AppError('forbidden', detail);
export const notFound = (detail: string) => new AppError('not_found', detail);
export const conflict = (detail: string) => new AppError('conflict', detail);

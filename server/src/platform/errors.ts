import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type FieldErrors,
  groupIssues,
  type ValidationMessage,
} from '@pickleball/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Translate } from './i18n';
import type { GuardIssue } from './input-guard';

/**
 * Services throw AppError with a code from domain/src/common/errors.ts; the one error handler
 * below turns it into `{code, message, errors?}` in the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly values?: Record<string, string | number>;
  readonly fieldErrors?: Record<string, ValidationMessage[]>;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      values?: Record<string, string | number>;
      fieldErrors?: Record<string, ValidationMessage[]>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.values = options.values;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = () => new AppError('not_found');

/** A 422 with errors on named fields, e.g. `fieldError('username', 'username_taken')`. */
export function fieldError(
  field: string,
  key: ValidationMessage['key'],
  values?: ValidationMessage['values'],
): AppError {
  return new AppError('validation_failed', {
    fieldErrors: { [field]: [{ key, ...(values ? { values } : {}) }] },
  });
}

/**
 * What the validator compiler hands Fastify when a request part is refused: by its zod schema
 * (`issues`) or by the input guard before it (`refusals`, see ./input-guard).
 */
export class RequestValidationError extends Error {
  readonly issues: readonly z.core.$ZodIssue[];
  readonly part: string;
  readonly refusals: readonly GuardIssue[];
  constructor(issues: readonly z.core.$ZodIssue[], part: string, refusals: readonly GuardIssue[] = []) {
    super('validation_failed');
    this.name = 'RequestValidationError';
    this.issues = issues;
    this.part = part;
    this.refusals = refusals;
  }

  /** Field → messages in the request's language, the guard's first. */
  translate(t: Translate): FieldErrors {
    const errors = translateFieldErrors(t, groupIssues(this.issues));
    for (const refusal of [...this.refusals].reverse()) {
      const field = refusal.path.length > 0 ? refusal.path.map(String).join('.') : '_';
      errors[field] = [t(`validation:${refusal.key}`), ...(errors[field] ?? [])];
    }
    return errors;
  }
}

export function translateFieldErrors(
  t: Translate,
  grouped: Record<string, ValidationMessage[]>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(grouped)) {
    errors[field] = messages.map((message) => t(`validation:${message.key}`, message.values ?? {}));
  }
  return errors;
}

export function errorBody(
  t: Translate,
  code: ErrorCode,
  values?: Record<string, string | number>,
  errors?: FieldErrors,
): ErrorBody {
  return { code, message: t(`errors:${code}`, values ?? {}), ...(errors ? { errors } : {}) };
}

/** Fastify's own errors (parsing, size limits, media types) in our vocabulary. */
function codeForFastifyError(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return 'not_found';
  if (status === 429) return 'too_many_requests';
  if (status >= 400 && status < 500) return 'bad_request';
  return 'server_error';
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const t = request.t;
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const errors = error.fieldErrors ? translateFieldErrors(t, error.fieldErrors) : undefined;
      return reply.status(error.status).send(errorBody(t, error.code, error.values, errors));
    }
    if (error instanceof RequestValidationError) {
      return reply.status(422).send(errorBody(t, 'validation_failed', undefined, error.translate(t)));
    }
    const code = codeForFastifyError(error);
    const status = ERROR_STATUS[code];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: { message: error.message, code: error.code } }, 'request refused');
    return reply.status(status).send(errorBody(t, code));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(
      errorBody(request.t, 'route.not_found', {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      }),
    );
  });
}

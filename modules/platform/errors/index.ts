export {
  AppError,
  BadRequestError,
  ConflictError,
  type FieldError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';

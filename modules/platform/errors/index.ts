export {
  AppError,
  BadRequestError,
  ConflictError,
  errorBody,
  type FieldError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';

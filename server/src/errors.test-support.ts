import { AppError } from './errors';

/** The AppError a call throws, so a test can check its code, message and details. */
export function errorOf(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

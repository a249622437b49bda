import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from './api-client';

/** A query's error in words: the server's message, the network's, or a contract mismatch. */
export function errorMessage(error: ApiError | SerializedError | undefined): string {
  if (!error) return '';
  return error.message ?? 'Something went wrong';
}

/** True for an answer the server sent with its own message (not a network failure or a bare status). */
export function isServerError(error: unknown): error is ApiError {
  return error !== null && typeof error === 'object' && 'fromServer' in error && error.fromServer === true;
}

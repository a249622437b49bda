/** An error whose status and message are meant for the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'This needs an administrator account.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

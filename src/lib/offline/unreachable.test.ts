import type { ApiError } from '../api-errors';
import { isUnreachable, unreachableReason } from './unreachable';

const answered = (status: number, message: string): ApiError => ({ status, message, fromServer: true });
const noAnswer: ApiError = { status: 0, message: 'Network Error', fromServer: false };

describe('a server out of reach, told from one that refused', () => {
  it('counts no answer and a gateway saying the server is down as out of reach, never a refusal', () => {
    expect(isUnreachable(noAnswer)).toBe(true);
    for (const status of [502, 503, 504]) expect(isUnreachable(answered(status, 'Bad Gateway'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 500]) {
      expect(isUnreachable(answered(status, 'No'))).toBe(false);
    }
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });

  it('says why in plain words: no connection, no answer in time, or a problem on the server', () => {
    expect(unreachableReason(noAnswer)).toBe('there is no connection to it');
    expect(unreachableReason({ status: 0, message: 'timeout of 30000ms exceeded', fromServer: false })).toBe(
      'the server did not answer in time',
    );
    expect(unreachableReason(answered(503, 'Service Unavailable'))).toBe(
      'the server had a problem (error 503)',
    );
  });
});

import {
  isMissingRecord,
  isNotFound,
  refusalReason,
  serverReason,
  statusOf,
  type ApiError,
} from './api-errors';

const answered = (status: number, message: string): ApiError => ({ status, message, fromServer: true });
const noAnswer: ApiError = { status: 0, message: 'Network Error', fromServer: false };

describe('what a failed call says', () => {
  it('gives the status of a failed call, and none for anything else', () => {
    expect(statusOf(answered(409, 'Taken'))).toBe(409);
    expect(statusOf(noAnswer)).toBe(0);
    expect(statusOf(new Error('boom'))).toBeUndefined();
    expect(statusOf(undefined)).toBeUndefined();
  });

  it("gives the server's own words only when the server gave them", () => {
    expect(serverReason(answered(400, 'Title is required'))).toBe('Title is required');
    expect(serverReason(noAnswer)).toBeUndefined();
    expect(
      serverReason({ status: 500, message: 'Request failed with status code 500', fromServer: false }),
    ).toBeUndefined();
  });

  it('tells the user why a request was refused, but not that a record is gone, nor a crash', () => {
    expect(refusalReason(answered(409, 'You cannot delete your own account'))).toBe(
      'You cannot delete your own account',
    );
    expect(refusalReason(answered(404, 'No user with this id'))).toBeUndefined();
    expect(refusalReason(answered(500, 'Internal Server Error'))).toBeUndefined();
    expect(refusalReason(noAnswer)).toBeUndefined();
  });

  it('knows a record address that leads nowhere: 404, or an id refused outright', () => {
    expect(isNotFound(answered(404, 'No meeting with this id'))).toBe(true);
    expect(isNotFound(answered(400, 'id must be…'))).toBe(false);
    expect(isMissingRecord(answered(400, 'id must be…'))).toBe(true);
    expect(isMissingRecord(answered(500, 'Internal Server Error'))).toBe(false);
    expect(isMissingRecord(noAnswer)).toBe(false);
  });
});

import { checked, type CheckAnswer } from './answer-check';
import { isUnreachable } from './offline/unreachable';

const wantsText: CheckAnswer<string> = (raw) => {
  if (typeof raw !== 'string') throw new Error('Unexpected answer from the server (expected a string)');
  return raw;
};

describe("an answer's check", () => {
  it('gives the answer as the check makes it', async () => {
    expect(await checked(Promise.resolve(wantsText), 'hello', 200)).toEqual({ data: 'hello' });
  });

  it("refuses an answer of the wrong shape with the check's words and the answer's status: the server answered, so the screen says it could not load, not that it is offline", async () => {
    const { error } = await checked(Promise.resolve(wantsText), { text: 1 }, 201);
    expect(error).toEqual({
      status: 201,
      message: 'Unexpected answer from the server (expected a string)',
      fromServer: false,
    });
    expect(isUnreachable(error)).toBe(false);
  });

  it('counts a check whose code could not come as no answer (status 0), as when the network is down', async () => {
    const { error } = await checked<string>(
      Promise.reject(new Error('Failed to fetch a module')),
      'hello',
      200,
    );
    expect(error).toEqual({ status: 0, message: 'Failed to fetch a module', fromServer: false });
    expect(isUnreachable(error)).toBe(true);
  });
});

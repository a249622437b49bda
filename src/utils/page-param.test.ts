import { parsePageParam } from './page-param';

describe('parsePageParam', () => {
  it('reads a positive whole number and treats anything else as page 1', () => {
    expect(parsePageParam('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc', '2x', '01', '99999999999']) {
      expect(parsePageParam(value)).toBe(1);
    }
  });
});

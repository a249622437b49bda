import { availableParallelism } from 'node:os';
import { HASHES_AT_ONCE, hashingLine, passwordHashing } from './password-work-gate';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the process-wide hashing line', () => {
  it('leaves one core free for everything else, but always lets one hash run', () => {
    expect(HASHES_AT_ONCE).toBe(Math.max(1, availableParallelism() - 1));
    expect(passwordHashing.options.permits).toBe(HASHES_AT_ONCE);
  });

  it('never runs more than N hashes at once, and starts the others in order of arrival', async () => {
    const N = 3;
    const line = hashingLine(N);
    let running = 0;
    let mostAtOnce = 0;
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    // Stand-ins for hashes, each ending only when the test says so.
    const hash = (id: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        started.push(id);
        finish.set(id, () => {
          running -= 1;
          resolve(id);
        });
      });

    const results = Array.from({ length: 20 }, (_, id) => line.run(hash(id)));
    await settle();
    expect(started).toEqual([0, 1, 2]);
    expect(line.load).toEqual({ working: N, waiting: 17 });

    // End them in an order unlike the one they started in; each end lets exactly one more start.
    const endOrder = [1, 0, 2];
    while (finish.size > 0) {
      const next = endOrder.find((id) => finish.has(id)) ?? Math.max(...finish.keys());
      const end = finish.get(next);
      finish.delete(next);
      end?.();
      await settle();
      expect(running).toBeLessThanOrEqual(N);
    }
    expect(await Promise.all(results)).toEqual(Array.from({ length: 20 }, (_, id) => id));
    expect(mostAtOnce).toBe(N);
    expect(started).toEqual(Array.from({ length: 20 }, (_, id) => id));
    expect(line.load).toEqual({ working: 0, waiting: 0 });
  });

  it('gives the place back when a hash fails', async () => {
    const line = hashingLine(1);
    await expect(line.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await line.run(() => Promise.resolve('next'))).toBe('next');
    expect(line.load).toEqual({ working: 0, waiting: 0 });
  });
});

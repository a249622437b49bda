import { Admission, ServerBusyError } from './admission';

/** A piece of work that ends when the test says. */
function controllable() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('Admission: a bounded, ordered line', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets `permits` work at once and the rest in their order of arrival', async () => {
    const line = new Admission({ name: 'test', permits: 2, maxWaiting: 10, maxWaitMs: 60_000 });
    const started: number[] = [];
    const works = Array.from({ length: 5 }, () => controllable());
    const runs = works.map((work, index) =>
      line.run(async () => {
        started.push(index);
        await work.done;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(line.load).toEqual({ working: 2, waiting: 3 });
    works[1]?.finish();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    works[0]?.finish();
    works[2]?.finish();
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2, 3, 4]));
    for (const work of works) work.finish();
    await Promise.all(runs);
    expect(line.load).toEqual({ working: 0, waiting: 0 });
  });

  it('refuses at once when the line is full, and after the budget one that waited too long', async () => {
    vi.useFakeTimers();
    const line = new Admission({ name: 'seats', permits: 1, maxWaiting: 1, maxWaitMs: 1000 });
    const holder = controllable();
    const first = line.run(() => holder.done);
    const second = line.run(() => Promise.resolve('second'));
    await expect(line.run(() => Promise.resolve('third'))).rejects.toBeInstanceOf(ServerBusyError);
    vi.advanceTimersByTime(1000);
    await expect(second).rejects.toThrow(/seats: waited 1000 ms/);
    expect(line.load).toEqual({ working: 1, waiting: 0 });
    holder.finish();
    await first;
    expect(line.load).toEqual({ working: 0, waiting: 0 });
  });

  it('gives the permit back when the work fails', async () => {
    const line = new Admission({ name: 'test', permits: 1, maxWaiting: 10, maxWaitMs: 60_000 });
    await expect(line.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(line.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

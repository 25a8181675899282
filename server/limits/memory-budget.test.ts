import { describe, expect, it } from 'vitest';
import { MemoryBudget } from './memory-budget.ts';

/** A task that records how much of the budget runs with it, and ends when `finish` is called. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe('MemoryBudget', () => {
  it('runs conversions at once only while their bytes fit, first come first served', async () => {
    const budget = new MemoryBudget(100);
    const started: string[] = [];
    let peak = 0;
    const run = (name: string, bytes: number) => {
      const g = gate();
      const task = budget.use(bytes, async () => {
        started.push(name);
        peak = Math.max(peak, budget.inUse);
        await g.done;
      });
      return { ...g, task };
    };
    const big = run('big', 70);
    const second = run('second', 50); // 70 + 50 > 100: waits
    const small = run('small', 20); // would fit, but comes after `second`: waits its turn
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual(['big']);
    expect(budget.inUse).toBe(70);

    big.finish();
    await big.task;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual(['big', 'second', 'small']);
    expect(budget.inUse).toBe(70);

    second.finish();
    small.finish();
    await Promise.all([second.task, small.task]);
    expect(peak).toBeLessThanOrEqual(100);
    expect(budget.inUse).toBe(0);
  });

  it('gives the bytes back when a conversion fails, and refuses what can never fit', async () => {
    const budget = new MemoryBudget(100);
    await expect(
      budget.use(80, () => {
        throw new Error('damaged');
      }),
    ).rejects.toThrow('damaged');
    expect(budget.inUse).toBe(0);
    expect(await budget.use(100, () => Promise.resolve('whole budget'))).toBe('whole budget');
    await expect(budget.use(101, () => Promise.resolve())).rejects.toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { inOwnTask, nextTask } from '../../src/lib/tasks.ts';

describe('tasks', () => {
  it('starts work only after the current task and its microtasks have finished', async () => {
    const order: string[] = [];
    const done = inOwnTask(async () => void order.push('work'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    expect(order).toEqual(['sync']);
    await done;
    expect(order).toEqual(['sync', 'microtask', 'work']);
  });

  it('starts each of a burst of works in a task of its own, in order', async () => {
    const order: string[] = [];
    const works = ['a', 'b', 'c'].map((name) =>
      inOwnTask(async () => {
        order.push(name);
        // A microtask queued by one work runs before the next work starts.
        void Promise.resolve().then(() => order.push(`${name} then`));
      }),
    );
    await Promise.all(works);
    await nextTask();
    expect(order).toEqual(['a', 'a then', 'b', 'b then', 'c', 'c then']);
  });

  it('answers what the work answers, and its failure', async () => {
    await expect(inOwnTask(async () => 42)).resolves.toBe(42);
    await expect(inOwnTask(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
  });
});

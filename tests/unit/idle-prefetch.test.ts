import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createIdleQueue} from '../../src/clientModules/idlePrefetch';

describe('idle prefetch queue', () => {
  function setup() {
    const prefetched: string[] = [];
    const idle: ((timeLeft: () => number) => void)[] = [];
    const prefetch = createIdleQueue(
      async (path) => {
        prefetched.push(path);
      },
      (work) => idle.push(work),
    );
    return {prefetched, idle, prefetch};
  }

  it('prefetches nothing until the browser is idle, and each path once', () => {
    const {prefetched, idle, prefetch} = setup();
    void prefetch('/docs/a');
    void prefetch('/docs/b');
    void prefetch('/docs/a');
    assert.deepEqual(prefetched, []);
    assert.equal(idle.length, 1);
    idle.shift()!(() => 50);
    assert.deepEqual(prefetched, ['/docs/a', '/docs/b']);
    assert.equal(idle.length, 0);
  });

  it('stops when the idle period runs out and carries on in the next, one path at least', () => {
    const {prefetched, idle, prefetch} = setup();
    for (const path of ['/1', '/2', '/3']) void prefetch(path);
    idle.shift()!(() => 0);
    assert.deepEqual(prefetched, ['/1']);
    assert.equal(idle.length, 1);
    let left = 10;
    idle.shift()!(() => (left -= 5));
    assert.deepEqual(prefetched, ['/1', '/2', '/3']);
  });

  it("settles the caller's promise when the path has been prefetched", async () => {
    const {idle, prefetch} = setup();
    let settled = false;
    const done = prefetch('/docs/c').then(() => (settled = true));
    await Promise.resolve();
    assert.equal(settled, false);
    idle.shift()!(() => 50);
    await done;
    assert.equal(settled, true);
  });
});

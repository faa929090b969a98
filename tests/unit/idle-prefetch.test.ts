import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createIdlePrefetch} from '../../src/clientModules/idlePrefetchQueue';

describe('idle prefetch queue', () => {
  // Two docs pages share the docs layout's chunks; the current page already ran its own.
  const files: Record<string, string[]> = {
    '/docs/a': ['/js/layout.js', '/js/sidebar.js', '/js/a.js'],
    '/docs/b': ['/js/layout.js', '/js/sidebar.js', '/js/b.js', '/js/b.js'],
    '/docs/current': ['/js/layout.js', '/js/current.js'],
  };

  function setup(pageHas: string[] = []) {
    const fetched: string[] = [];
    const idle: ((timeLeft: () => number) => void)[] = [];
    const prefetch = createIdlePrefetch({
      filesOf: (page) => files[page] ?? [],
      fetchFile: (url) => fetched.push(url),
      alreadyHas: (url) => pageHas.includes(url),
      scheduleIdle: (work) => idle.push(work),
    });
    return {fetched, idle, prefetch};
  }

  it('fetches nothing until the browser is idle, then each file once, in page order', () => {
    const {fetched, idle, prefetch} = setup();
    assert.equal(prefetch('/docs/a'), true);
    assert.equal(prefetch('/docs/b'), true);
    assert.equal(prefetch('/docs/a'), false);
    assert.deepEqual(fetched, []);
    assert.equal(idle.length, 1);
    idle.shift()!(() => 50);
    assert.deepEqual(fetched, ['/js/layout.js', '/js/sidebar.js', '/js/a.js', '/js/b.js']);
    assert.equal(idle.length, 0);
  });

  it('skips the files the page already has', () => {
    const {fetched, idle, prefetch} = setup(['/js/layout.js', '/js/current.js']);
    prefetch('/docs/current');
    prefetch('/docs/a');
    idle.shift()!(() => 50);
    assert.deepEqual(fetched, ['/js/sidebar.js', '/js/a.js']);
  });

  it('does one step per idle period when time is short (a page, then a file), and goes on in the next', () => {
    const {fetched, idle, prefetch} = setup();
    prefetch('/docs/a');
    idle.shift()!(() => 0);
    assert.deepEqual(fetched, []);
    assert.equal(idle.length, 1);
    idle.shift()!(() => 0);
    assert.deepEqual(fetched, ['/js/layout.js']);
    let left = 10;
    idle.shift()!(() => (left -= 5));
    assert.deepEqual(fetched, ['/js/layout.js', '/js/sidebar.js', '/js/a.js']);
    assert.equal(idle.length, 0);
  });

  it('asks for one idle period at a time', () => {
    const {idle, prefetch} = setup();
    prefetch('/docs/a');
    prefetch('/docs/b');
    assert.equal(idle.length, 1);
  });
});

import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {isSearchShortcut, isTypingTarget} from '../../src/theme/SearchBar/shortcuts';

const key = (k: string, mods: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean}> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('search shortcuts', () => {
  it('opens search on Ctrl+K, Cmd+K and /', () => {
    assert.equal(isSearchShortcut(key('k', {ctrlKey: true})), true);
    assert.equal(isSearchShortcut(key('K', {metaKey: true})), true);
    assert.equal(isSearchShortcut(key('/')), true);
  });

  it('ignores plain K, Ctrl+/ and Alt combinations', () => {
    assert.equal(isSearchShortcut(key('k')), false);
    assert.equal(isSearchShortcut(key('/', {ctrlKey: true})), false);
    assert.equal(isSearchShortcut(key('k', {ctrlKey: true, altKey: true})), false);
  });

  it('treats text fields as typing targets', () => {
    assert.equal(isTypingTarget({tagName: 'INPUT'} as unknown as EventTarget), true);
    assert.equal(isTypingTarget({tagName: 'TEXTAREA'} as unknown as EventTarget), true);
    assert.equal(isTypingTarget({tagName: 'DIV', isContentEditable: true} as unknown as EventTarget), true);
    assert.equal(isTypingTarget({tagName: 'BODY', isContentEditable: false} as unknown as EventTarget), false);
    assert.equal(isTypingTarget(null), false);
  });
});

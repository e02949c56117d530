import { describe, expect, it } from 'vitest';
import { rememberRecent } from './recent-answers';

describe('rememberRecent', () => {
  it('computes each input once while it is remembered, and answers as the function would', () => {
    const computed: string[] = [];
    const upper = rememberRecent((s) => (computed.push(s), s.toUpperCase()), 3);
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(computed).toEqual(['a', 'b']);
  });

  it('remembers null answers too', () => {
    let calls = 0;
    const none = rememberRecent(() => (calls++, null), 2);
    expect([none('x'), none('x')]).toEqual([null, null]);
    expect(calls).toBe(1);
  });

  it('forgets the oldest input once it holds `capacity` answers', () => {
    const computed: string[] = [];
    const same = rememberRecent((s) => (computed.push(s), s), 2);
    same('a');
    same('b');
    same('c'); // a is forgotten
    same('b');
    same('a');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});

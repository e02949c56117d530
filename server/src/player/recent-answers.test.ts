import { describe, expect, it } from 'vitest';
import { rememberRecent } from './recent-answers';

describe('rememberRecent', () => {
  it('computes each input once while it is remembered, and answers as the function would', () => {
    const computed: string[] = [];
    const upper = rememberRecent((s) => (computed.push(s), s.toUpperCase()), 3);
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(computed).toEqual(['a', 'b']);
  });

  it('keeps no null answer, so inputs that prove nothing take no room', () => {
    const computed: string[] = [];
    const valid = rememberRecent((s) => (computed.push(s), s.startsWith('ok') ? s : null), 1);
    expect([valid('ok1'), valid('junk'), valid('junk'), valid('ok1')]).toEqual(['ok1', null, null, 'ok1']);
    expect(computed).toEqual(['ok1', 'junk', 'junk']);
  });

  it('forgets the input used least recently once it holds `capacity` answers', () => {
    const computed: string[] = [];
    const same = rememberRecent((s) => (computed.push(s), s), 2);
    same('a');
    same('b');
    same('a'); // a is used again: b is now the least recent
    same('c'); // b is forgotten
    same('a');
    same('b');
    expect(computed).toEqual(['a', 'b', 'c', 'b']);
  });
});

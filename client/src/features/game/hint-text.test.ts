import { describe, expect, it } from 'vitest';
import { hintText } from './hint-text';

const movie = { id: 1, tvdbId: 'big', title: 'Big', year: 1988 };

describe('a hint in words', () => {
  it('says who it was about without a name when read back from the server', () => {
    expect(hintText({ hint: { level: 1, connectionsLeft: 2 }, actorName: null })).toBe(
      'The actor you were at is 2 connections from the end actor on a shortest chain.',
    );
    expect(hintText({ hint: { level: 2, movie }, actorName: null })).toBe(
      'The actor you were at was in Big (1988), a movie on a shortest chain.',
    );
    expect(
      hintText({ hint: { level: 3, actor: { id: 2, tvdbId: 'ep', name: 'Elizabeth Perkins' } }, actorName: null }),
    ).toBe('From there, the next actor on a shortest chain is Elizabeth Perkins.');
  });

  it('gives the connections left from the actor the chain stood at, singular for one', () => {
    expect(hintText({ hint: { level: 1, connectionsLeft: 3 }, actorName: 'Tom Hanks' })).toBe(
      'Tom Hanks is 3 connections from the end actor on a shortest chain.',
    );
    expect(hintText({ hint: { level: 1, connectionsLeft: 1 }, actorName: 'Tom Hanks' })).toBe(
      'Tom Hanks is 1 connection from the end actor on a shortest chain.',
    );
  });

  it('names the movie with its year, N/A when unknown', () => {
    expect(hintText({ hint: { level: 2, movie }, actorName: 'Tom Hanks' })).toBe(
      'Tom Hanks was in Big (1988), a movie on a shortest chain.',
    );
    expect(hintText({ hint: { level: 2, movie: { ...movie, year: null } }, actorName: 'Tom Hanks' })).toBe(
      'Tom Hanks was in Big (N/A), a movie on a shortest chain.',
    );
  });

  it('names the next actor to reach', () => {
    const actor = { id: 2, tvdbId: 'ep', name: 'Elizabeth Perkins' };
    expect(hintText({ hint: { level: 3, actor }, actorName: 'Tom Hanks' })).toBe(
      'From Tom Hanks, the next actor on a shortest chain is Elizabeth Perkins.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { optimalChainsHeading, optimalChainsShown } from './optimal-chains-text';

describe('the optimal chains heading', () => {
  it('says the count of shortest chains and their length', () => {
    expect(optimalChainsHeading(34, 3)).toBe('34 optimal chains of 3 connections');
  });

  it('uses the singular for one chain and for one connection', () => {
    expect(optimalChainsHeading(1, 1)).toBe('1 optimal chain of 1 connection');
    expect(optimalChainsHeading(1, 4)).toBe('1 optimal chain of 4 connections');
    expect(optimalChainsHeading(2, 1)).toBe('2 optimal chains of 1 connection');
  });

  it('leaves the length out when it is not known', () => {
    expect(optimalChainsHeading(5, null)).toBe('5 optimal chains');
  });
});

describe('the optimal chains shown', () => {
  it('says how many of the counted chains are listed when not all are', () => {
    expect(optimalChainsShown(3, 34)).toBe('Showing 3 of 34');
  });

  it('says nothing when every chain is listed', () => {
    expect(optimalChainsShown(3, 3)).toBeNull();
    expect(optimalChainsShown(1, 1)).toBeNull();
  });
});

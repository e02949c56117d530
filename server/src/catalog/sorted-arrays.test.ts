import { describe, expect, it } from 'vitest';
import { indexOfSorted, upperBound } from './sorted-arrays';

describe('bisection of ascending arrays', () => {
  it('finds a value where it is, and answers -1 for one between, before, after or in nothing', () => {
    const values = Int32Array.of(2, 4, 8, 16);
    expect(indexOfSorted(values, 2)).toBe(0);
    expect(indexOfSorted(values, 8)).toBe(2);
    expect(indexOfSorted(values, 16)).toBe(3);
    expect(indexOfSorted(values, 5)).toBe(-1);
    expect(indexOfSorted(values, 1)).toBe(-1);
    expect(indexOfSorted(values, 17)).toBe(-1);
    expect(indexOfSorted(new Float64Array(0), 1)).toBe(-1);
  });

  it('places the upper bound after every equal value', () => {
    const values = Int32Array.of(1, 3, 3, 5);
    expect(upperBound(values, 0)).toBe(0);
    expect(upperBound(values, 1)).toBe(1);
    expect(upperBound(values, 3)).toBe(3);
    expect(upperBound(values, 4)).toBe(3);
    expect(upperBound(values, 5)).toBe(4);
  });
});

/** Bisection of ascending arrays of numbers, shared by the name searches and the catalog's build. */

/** Where `value` is in the ascending `values`, or -1. */
export function indexOfSorted(values: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo < values.length && values[lo] === value ? lo : -1;
}

/** First index whose value is greater than `value` in the ascending `values`. */
export function upperBound(values: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

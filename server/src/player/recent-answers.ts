/**
 * A pure function of a string, remembered for the most recent arguments: every request of a
 * player checks the same signed cookie and hashes the same token, an HMAC and a SHA-256 whose
 * answer never changes. At most `capacity` answers are kept; the oldest goes first.
 */
export function rememberRecent<T>(compute: (input: string) => T, capacity: number): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    if (answers.has(input)) return answers.get(input)!;
    const answer = compute(input);
    if (answers.size >= capacity) answers.delete(answers.keys().next().value!);
    answers.set(input, answer);
    return answer;
  };
}

/**
 * A pure function of a string, remembered for the inputs used most recently: every request of a
 * player checks the same signed cookie and hashes the same token, an HMAC and a SHA-256 whose
 * answer never changes. At most `capacity` answers are kept; the one used least recently goes
 * first. A null answer (a cookie that proves nothing) is not kept, so junk cannot crowd out
 * the players.
 */
export function rememberRecent<T>(compute: (input: string) => T, capacity: number): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    const known = answers.get(input);
    if (known !== undefined) {
      // Used again: it moves to the young end of the map's order.
      answers.delete(input);
      answers.set(input, known);
      return known;
    }
    const answer = compute(input);
    if (answer === null) return answer;
    if (answers.size >= capacity) answers.delete(answers.keys().next().value!);
    answers.set(input, answer);
    return answer;
  };
}

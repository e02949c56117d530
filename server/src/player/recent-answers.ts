import { RecentMap } from '../recent-map';

/**
 * A pure function of a string, remembered for the inputs used most recently: every request of a
 * player checks the same signed cookie and hashes the same token, an HMAC and a SHA-256 whose
 * answer never changes. At most `capacity` answers are kept; the one used least recently goes
 * first. A null answer (a cookie that proves nothing) is not kept, so junk cannot crowd out
 * the players.
 */
export function rememberRecent<T>(compute: (input: string) => T, capacity: number): (input: string) => T {
  const answers = new RecentMap<string, T>(capacity);
  return (input) => {
    const known = answers.get(input);
    if (known !== undefined) return known;
    const answer = compute(input);
    if (answer !== null) answers.set(input, answer);
    return answer;
  };
}

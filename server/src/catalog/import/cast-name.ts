/**
 * Cast "names" of the reference dataset that are parsing debris of its source pages (its
 * README: "and", "voices of", "(", "."), or credits of people who are not in the cast
 * ("(screenplay)"). Such names are skipped, never turned into actors.
 */

/** Lower-case words that start a debris fragment ("and his Orchestra", "voices of", "the"). */
const CONNECTOR_START = /^(?:and|with|of|the|by|as|in|voices?|narrated|featuring|feat\.?)(?:\s|$)/u;
/** A parenthesised note naming a job other than acting: "Jane Doe (screenplay)". */
const OFF_CAST_NOTE =
  /\([^)]*\b(?:screen\w*|writers?|written|teleplay|novel|book|story|director|producer|script)\b[^)]*\)/iu;

/** Whole "names" that are one stray word of the source's sentences, in any case: "The", "Cast:", "Sr.". */
const LONE_WORD = /^(?:the|a|an|and|with|of|by|as|in|starring|featuring|cast|sr|jr)[.:]?$/iu;

export type CastNameVerdict = { name: string } | { debris: true };

/** Whitespace collapsed; debris recognised. */
export function readCastName(raw: string): CastNameVerdict {
  const name = raw.replace(/\s+/gu, ' ').trim();
  if (!/\p{L}/u.test(name)) return { debris: true }; // "(", ".", "?", "&", "[2]"
  if (/^[([]/u.test(name) || !balanced(name)) return { debris: true }; // "(narrator)", "nominee)", "(The"
  if (CONNECTOR_START.test(name) || LONE_WORD.test(name) || name.endsWith(':')) return { debris: true };
  // Fragments are lower case throughout ("kids", "stand-up comedy"); stage names in lower
  // case carry a capital or a dot ("will.i.am", "muMs da Schemer") and are kept.
  if (/^\p{Ll}/u.test(name) && !/\p{Lu}/u.test(name) && !name.includes('.')) return { debris: true };
  if (OFF_CAST_NOTE.test(name)) return { debris: true };
  return { name };
}

function balanced(text: string): boolean {
  let round = 0;
  let square = 0;
  for (const ch of text) {
    if (ch === '(') round++;
    else if (ch === ')' && --round < 0) return false;
    else if (ch === '[') square++;
    else if (ch === ']' && --square < 0) return false;
  }
  return round === 0 && square === 0;
}

/**
 * Words a player name may not contain (DESIGN §9, moderation). One matcher decides: obscenity's
 * English dataset, a maintained list whose patterns know where a word may sit inside another
 * ("Scunthorpe" passes, "sh1t" does not), read through its recommended transformers (look-alike
 * characters such as Cyrillic "ѕ" or Greek "α", leetspeak, case, letters repeated). Added to it:
 * the words the dataset lacks, and the operator's REFUSED_NAME_WORDS as whole words, folded the
 * same way. Before matching, accents are folded away and a word spelled out one letter at a time
 * ("s.h.i.t", "s h i t") is read joined.
 */
import {
  DataSet,
  RegExpMatcher,
  englishDataset,
  englishRecommendedBlacklistMatcherTransformers,
  englishRecommendedTransformers,
  parseRawPattern,
  pattern,
} from 'obscenity';
import { badRequest } from '../errors';

export const refusedNameMessage = 'This name is not allowed on the leaderboard. Please choose another name.';

interface RefusedWord {
  /** The word as the dataset or the operator wrote it, for logs and tests. */
  originalWord: string;
}

/**
 * The English dataset, less "dick" (a given name: Dick Van Dyke, Dick Powell), plus the hate
 * words it lacks: "hitler" anywhere ("heilhitler", "hitler88"), "nazi" ending a word
 * ("grammarnazi", "nαzi"), which leaves the given names Nazir and Nazim alone.
 */
function projectDataset(): DataSet<RefusedWord> {
  return new DataSet<RefusedWord>()
    .addAll(englishDataset)
    .removePhrasesIf((phrase) => phrase.metadata?.originalWord === 'dick')
    .addPhrase((phrase) => phrase.setMetadata({ originalWord: 'hitler' }).addPattern(pattern`hitler`))
    .addPhrase((phrase) =>
      phrase
        .setMetadata({ originalWord: 'nazi' })
        .addPattern(pattern`nazi|`)
        .addPattern(pattern`nazis|`),
    );
}

/**
 * NFKD with the marks dropped: "shít", "ｓｈｉｔ" and "s\u0301hit" read as "shit" does. An
 * exclamation mark ending a word is punctuation there, not the leetspeak "i" it is inside one
 * ("sh!t"): left in, "Heck!" would read "hecki" and slip past the whole word "heck".
 */
function foldForMatching(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/!+(?![\p{L}\p{N}])/gu, ' ');
}

/** The text as the matcher reads it, after its own transformers: how an operator's word is folded. */
function asTheMatcherReadsIt(text: string): string {
  const steps = englishRecommendedBlacklistMatcherTransformers.map((container) => {
    if ('transform' in container) return (code: number) => container.transform(code);
    const stateful = container.factory();
    return (code: number) => stateful.transform(code);
  });
  let folded = '';
  for (const character of foldForMatching(text)) {
    let code: number | undefined = character.codePointAt(0)!;
    for (const step of steps) {
      if (code === undefined) break;
      code = step(code);
    }
    if (code !== undefined) folded += String.fromCodePoint(code);
  }
  return folded;
}

/** An operator's word as a whole-word pattern, its pattern syntax characters escaped. */
function wholeWordPattern(word: string) {
  return parseRawPattern(`|${asTheMatcherReadsIt(word).replace(/[[\]?|\\]/g, '\\$&')}|`);
}

/**
 * Letters typed one at a time between separators, three or more in a row, joined into the word
 * they spell ("s.h.i.t" → "shit", "Ada s h i t" → "Ada shit"); other words are left as they are.
 */
const spelledOut =
  /(?<![\p{L}\p{N}@$!])[\p{L}\p{N}@$!](?:[\s._\-*~·,:;'"+=/\\|]+[\p{L}\p{N}@$!]){2,}(?![\p{L}\p{N}@$!])/gu;

function joinSpelledOut(text: string): string {
  return text.replace(spelledOut, (letters) => letters.replace(/[^\p{L}\p{N}@$!]+/gu, ''));
}

interface NameMatcher {
  matcher: RegExpMatcher;
  dataset: DataSet<RefusedWord>;
}

/** One matcher per configured list (built once: building compiles every pattern). */
const matchers = new WeakMap<readonly string[], NameMatcher>();

function matcherFor(configuredWords: readonly string[]): NameMatcher {
  let found = matchers.get(configuredWords);
  if (!found) {
    const dataset = projectDataset();
    for (const word of configuredWords) {
      if (asTheMatcherReadsIt(word).trim() === '') continue;
      dataset.addPhrase((phrase) => phrase.setMetadata({ originalWord: word }).addPattern(wholeWordPattern(word)));
    }
    found = { dataset, matcher: new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers }) };
    matchers.set(configuredWords, found);
  }
  return found;
}

/** The refused word a name holds (as the dataset or the operator wrote it), or null. */
export function refusedWordIn(name: string, configuredWords: readonly string[]): string | null {
  const { matcher, dataset } = matcherFor(configuredWords);
  const folded = foldForMatching(name);
  for (const text of new Set([folded, joinSpelledOut(folded)])) {
    const [match] = matcher.getAllMatches(text);
    if (match) return dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? 'refused';
  }
  return null;
}

/** 400 with a clear message, before anything is stored; `null` (anonymous) is always allowed. */
export function assertNameNotRefused(name: string | null, configuredWords: readonly string[]): void {
  if (name !== null && refusedWordIn(name, configuredWords) !== null) throw badRequest(refusedNameMessage);
}

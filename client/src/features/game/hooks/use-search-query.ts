import { useDebouncedValue } from '@mantine/hooks';

/** Pause after typing before searching, so each keystroke does not start a request. */
const SEARCH_DEBOUNCE_MS = 250;

/** What a search field searches for: its text once typing pauses, nothing once a result is picked. */
export function useSearchQuery(text: string, isPicked: boolean): string {
  const [query] = useDebouncedValue(isPicked ? '' : text.trim(), SEARCH_DEBOUNCE_MS);
  return query;
}

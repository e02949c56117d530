import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconApi, IconSearch } from '@tabler/icons-react';
import { searchRegularEndpoint, useMovieDatabaseSearch, type SearchType } from '../api/use-movie-database-search';
import { SearchDebugCard } from './search-debug-card';
import { SearchResultsGrid } from './search-results-grid';

type Notice = { kind: 'info' | 'error'; text: string };

export function MovieDatabaseTest() {
  const [type, setType] = useState<SearchType>('movie');
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [testingRegular, setTestingRegular] = useState(false);
  const { search, submitted, data, error, isFetching } = useMovieDatabaseSearch();

  const requireQuery = (): string | null => {
    const trimmed = query.trim();
    if (!trimmed) {
      setQueryError('Please enter a search query');
      return null;
    }
    setQueryError(null);
    return trimmed;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = requireQuery();
    if (!trimmed) return;
    setNotice(null);
    search(type, trimmed);
  };

  const testRegular = async () => {
    const trimmed = requireQuery();
    if (!trimmed) return;
    setTestingRegular(true);
    try {
      const results = await searchRegularEndpoint(type, trimmed);
      const count = Array.isArray(results) ? results.length : 0;
      setNotice({ kind: 'info', text: `Regular API endpoint returned ${count} ${count === 1 ? 'result' : 'results'}` });
    } catch (err) {
      setNotice({
        kind: 'error',
        text: `Regular API endpoint failed: ${err instanceof Error ? err.message : String(err)}`,
      });
    } finally {
      setTestingRegular(false);
    }
  };

  const results = data && Array.isArray(data.results) ? data.results : null;
  const showResultsFor = submitted && submitted.type === type;

  return (
    <Stack gap="lg">
      <Card>
        <Tabs value={type} onChange={(value) => value && setType(value as SearchType)}>
          <Tabs.List mb="md">
            <Tabs.Tab value="movie">Movies</Tabs.Tab>
            <Tabs.Tab value="actor">Actors</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Search query"
              placeholder={type === 'movie' ? 'e.g. Casablanca' : 'e.g. Tom Hanks'}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                if (queryError) setQueryError(null);
              }}
              error={queryError}
            />
            <Group gap="sm">
              <Button type="submit" leftSection={<IconSearch size={16} />} loading={isFetching}>
                Search
              </Button>
              <Button
                variant="light"
                color="amber"
                leftSection={<IconApi size={16} />}
                onClick={testRegular}
                loading={testingRegular}
              >
                Also Test Regular API Endpoint
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {notice && (
        <Alert color={notice.kind === 'error' ? 'red' : 'amber'} withCloseButton onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}

      {showResultsFor && isFetching && !data && (
        <Group justify="center" py="lg">
          <Loader />
        </Group>
      )}
      {showResultsFor && error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title="Search failed">
          {error.message}
        </Alert>
      )}
      {showResultsFor && data?.debug && <SearchDebugCard debug={data.debug} />}
      {showResultsFor && data && !isFetching && (!results || results.length === 0) && (
        <Text c="dimmed" ta="center" py="md">
          No results found or invalid response format
        </Text>
      )}
      {showResultsFor && results && results.length > 0 && <SearchResultsGrid results={results} />}
    </Stack>
  );
}

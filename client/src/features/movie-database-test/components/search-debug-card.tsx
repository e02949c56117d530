import { Card, Code, Table, Title } from '@mantine/core';
import type { SearchDebug } from '@cinema/shared';

/** What the server reports about a movie database search. */
export function SearchDebugCard({ debug }: { debug: SearchDebug }) {
  const rows: [string, string][] = [
    ['Movie database', debug.movieDatabase],
    ['API key present', debug.apiKey.present ? 'yes' : 'no'],
    ['API key length', String(debug.apiKey.length)],
    ['API key source', debug.apiKey.source],
    ['Query', debug.query],
    ['Type', debug.type],
    ['Result count', String(debug.resultCount)],
    ['Timestamp', debug.timestamp],
  ];
  return (
    <Card>
      <Title order={2} fz="h4" mb="sm">
        Debug Info
      </Title>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={180} c="dimmed" fw={500}>
                {label}
              </Table.Th>
              <Table.Td>
                <Code>{value}</Code>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

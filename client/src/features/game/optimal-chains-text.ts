/** How the completion dialog names the pair's shortest chains: the server's count, never the few shown. */

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "34 optimal chains of 3 connections", "1 optimal chain of 1 connection"; without the length when unknown. */
export function optimalChainsHeading(count: number, connections: number | null): string {
  const chains = counted(count, 'optimal chain', 'optimal chains');
  return connections == null ? chains : `${chains} of ${counted(connections, 'connection', 'connections')}`;
}

/** "Showing 3 of 34" when fewer are shown than exist; null when all are. */
export function optimalChainsShown(shown: number, count: number): string | null {
  return shown < count ? `Showing ${shown} of ${count}` : null;
}

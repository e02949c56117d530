/** Today's pair as a server answers it, and a real shortest chain between its actors. */
import type { CatalogIndex } from '../../server/src/catalog/catalog-index';
import { linksOfChain, type PathLink } from './chain-path';
import type { Pair } from './virtual-players';

export async function dailyChain(baseUrl: string, catalog: CatalogIndex): Promise<{ pair: Pair; path: PathLink[] }> {
  const res = await fetch(`${baseUrl}/api/daily-actors`);
  if (!res.ok) throw new Error(`GET /api/daily-actors answered ${res.status}`);
  const { startActor, endActor } = (await res.json()) as { startActor: { id: number }; endActor: { id: number } };
  const chain = catalog.shortestChain(startActor.id, endActor.id);
  if (!chain) throw new Error(`the daily pair ${startActor.id} → ${endActor.id} is not connected`);
  return { pair: { startActorId: startActor.id, endActorId: endActor.id }, path: linksOfChain(catalog, chain) };
}

/**
 * Reads a catalog source in the reference dataset's format: a folder of JSON files (each an
 * array of film records), one such file, or records already in memory (the starter catalog).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

export type CatalogSource = string | readonly unknown[];

export interface SourceRecords {
  /** Every record of every readable file, in file-name order. */
  records: unknown[];
  /** Files that could not be used, with why: counted, never fatal. */
  unreadable: { file: string; reason: string }[];
  /** What was read, for messages: a path or "in-memory records". */
  label: string;
}

export async function readSource(source: CatalogSource): Promise<SourceRecords> {
  if (typeof source !== 'string') return { records: [...source], unreadable: [], label: 'in-memory records' };
  const info = await stat(source); // a missing path is the caller's mistake: let it throw
  const files = info.isDirectory()
    ? (await readdir(source))
        .filter((name) => name.toLowerCase().endsWith('.json'))
        .sort()
        .map((name) => join(source, name))
    : [source];
  const records: unknown[] = [];
  const unreadable: SourceRecords['unreadable'] = [];
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      unreadable.push({ file: basename(file), reason: `not valid JSON (${(error as Error).message})` });
      continue;
    }
    if (!Array.isArray(parsed)) {
      unreadable.push({ file: basename(file), reason: 'not a JSON array' });
      continue;
    }
    for (const record of parsed) records.push(record);
  }
  return { records, unreadable, label: source };
}

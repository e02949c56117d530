/**
 * The built client held in memory: every file of client/dist read once at start, with the `.br`
 * and `.gz` the build wrote beside it. Serving from memory keeps the client's pages off libuv's
 * thread pool, where a file read would wait behind the admin sign-in's password hashes (scrypt
 * runs there too) and the site would stop answering during a burst of guesses.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { chooseEncoding, ENCODINGS, type Encoding } from '../encodings';

export interface Representation {
  body: Buffer;
  etag: string;
  encoding?: Encoding;
}

export interface ClientFile {
  contentType: string;
  cacheControl: string;
  lastModified: string;
  plain: Representation;
  compressed: Partial<Record<Encoding, Representation>>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const suffixes: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A year for files whose name carries a content hash (under assets/): a new build gives new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function representation(body: Buffer, encoding?: Encoding): Representation {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}"`, ...(encoding ? { encoding } : {}) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  );
}

/**
 * The files of `clientDist` by URL path (`/assets/index-abc.js`). Left out: source maps (they
 * expose the whole source; kept on the machine for an error tracker), the compressed copies,
 * which are sent only in place of their original, and the server's render module (`ssr/`,
 * read by ./first-html.ts).
 */
export function loadClientFiles(clientDist: string): Map<string, ClientFile> {
  const files = new Map<string, ClientFile>();
  if (!existsSync(clientDist)) return files;
  const assets = join(clientDist, 'assets') + sep;
  const serverOnly = join(clientDist, 'ssr') + sep;
  for (const path of filesUnder(clientDist)) {
    if (/\.(map|br|gz)$/.test(path) || path.startsWith(serverOnly)) continue;
    const compressed: ClientFile['compressed'] = {};
    for (const encoding of ENCODINGS) {
      const copy = path + suffixes[encoding];
      if (existsSync(copy)) compressed[encoding] = representation(readFileSync(copy), encoding);
    }
    const urlPath = '/' + relative(clientDist, path).split(sep).join('/');
    files.set(urlPath, {
      contentType: contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: path.startsWith(assets) ? IMMUTABLE : 'no-cache',
      lastModified: statSync(path).mtime.toUTCString(),
      plain: representation(readFileSync(path)),
      compressed,
    });
  }
  return files;
}

/** The representation to send: the coding the browser weighs highest among those the build wrote (`chooseEncoding`). */
export function chooseRepresentation(file: ClientFile, acceptEncoding: string | undefined): Representation {
  const encoding = chooseEncoding(acceptEncoding, (offered) => file.compressed[offered] !== undefined);
  return encoding ? file.compressed[encoding]! : file.plain;
}

/**
 * A fake TMDB v3 server on an ephemeral 127.0.0.1 port, answering in TMDB's response shapes
 * (page/results/total_pages/total_results; cast arrays with id, name, character, order,
 * profile_path, known_for_department …). It can be told to fail or to hang, and it records
 * the requests it got.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TMDB_KEY = 'test-key-123';

interface Person {
  id: number;
  name: string;
  known_for_department: string;
  profile_path: string | null;
}
interface Film {
  id: number;
  title: string;
  release_date: string;
  poster_path: string | null;
  cast: number[];
}

const people: Person[] = [
  { id: 31, name: 'Tom Hanks', known_for_department: 'Acting', profile_path: '/hanks.jpg' },
  { id: 500, name: 'Tom Cruise', known_for_department: 'Acting', profile_path: null },
  { id: 1000, name: 'Tom Tykwer', known_for_department: 'Directing', profile_path: null },
  { id: 32, name: 'Robin Wright', known_for_department: 'Acting', profile_path: '/wright.jpg' },
  { id: 5344, name: 'Meg Ryan', known_for_department: 'Acting', profile_path: null },
];
const films: Film[] = [
  { id: 13, title: 'Forrest Gump', release_date: '1994-06-23', poster_path: '/gump.jpg', cast: [31, 32] },
  { id: 858, title: 'Sleepless in Seattle', release_date: '1993-06-24', poster_path: null, cast: [31, 5344] },
];

const personJson = (p: Person) => ({
  adult: false,
  gender: 2,
  id: p.id,
  known_for_department: p.known_for_department,
  name: p.name,
  original_name: p.name,
  popularity: 50.1,
  profile_path: p.profile_path,
  known_for: [],
});
const movieJson = (f: Film) => ({
  adult: false,
  backdrop_path: null,
  genre_ids: [18],
  id: f.id,
  original_language: 'en',
  original_title: f.title,
  overview: '',
  popularity: 60.2,
  poster_path: f.poster_path,
  release_date: f.release_date,
  title: f.title,
  video: false,
  vote_average: 8.5,
  vote_count: 25000,
});
const page = (results: unknown[]) => ({ page: 1, results, total_pages: 1, total_results: results.length });
const notFound = { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' };

export interface FakeTmdb {
  url: string;
  mode: 'ok' | 'fail' | 'hang';
  requests: URL[];
  close(): Promise<void>;
}

export async function startFakeTmdb(): Promise<FakeTmdb> {
  const hanging: ServerResponse[] = [];
  const fake: FakeTmdb = { url: '', mode: 'ok', requests: [], close: async () => {} };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push(url);
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (fake.mode === 'hang') return void hanging.push(res);
    if (fake.mode === 'fail') return send(500, { success: false, status_code: 11, status_message: 'Internal error.' });
    if (url.searchParams.get('api_key') !== FAKE_TMDB_KEY) {
      return send(401, {
        success: false,
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
      });
    }
    const query = (url.searchParams.get('query') ?? '').toLowerCase();
    const path = url.pathname.replace(/^\/3/, '');
    let m: RegExpMatchArray | null;
    if (path === '/search/person')
      return send(200, page(people.filter((p) => p.name.toLowerCase().includes(query)).map(personJson)));
    if (path === '/search/movie')
      return send(200, page(films.filter((f) => f.title.toLowerCase().includes(query)).map(movieJson)));
    if ((m = path.match(/^\/person\/(\d+)\/movie_credits$/))) {
      const id = Number(m[1]);
      const cast = films
        .filter((f) => f.cast.includes(id))
        .map((f) => ({ ...movieJson(f), character: 'Someone', credit_id: `c${f.id}${id}`, order: f.cast.indexOf(id) }));
      return send(200, { cast, crew: [], id });
    }
    if ((m = path.match(/^\/movie\/(\d+)\/credits$/))) {
      const film = films.find((f) => f.id === Number(m![1]));
      if (!film) return send(404, notFound);
      const cast = film.cast.map((id, order) => ({
        ...personJson(people.find((p) => p.id === id)!),
        cast_id: order + 10,
        character: 'Someone',
        credit_id: `c${film.id}${id}`,
        order,
      }));
      return send(200, { id: film.id, cast, crew: [] });
    }
    if ((m = path.match(/^\/person\/(\d+)$/))) {
      const person = people.find((p) => p.id === Number(m![1]));
      return person
        ? send(200, { ...personJson(person), biography: '', birthday: null, deathday: null })
        : send(404, notFound);
    }
    if ((m = path.match(/^\/movie\/(\d+)$/))) {
      const film = films.find((f) => f.id === Number(m![1]));
      return film ? send(200, movieJson(film)) : send(404, notFound);
    }
    return send(404, notFound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

#!/usr/bin/env bash
# Paired rounds of the game flow: another build against this one, in turn, each run on a
# database of its own that holds the reference catalog as just imported.
#
#   tests/bench/paired-rounds.sh <sqlite|mysql> <rounds> <other build's checkout>
#
# The other build is a checkout of its own (`git worktree add /tmp/base <commit>`, then
# `npm ci && npm run build` in it). Both builds are loaded by this checkout's players
# (tests/bench/flow-only.ts, BENCH_SERVER naming the other build's server), the order swapped
# every round. On SQLite each build imports the catalog once a call and each of its runs starts
# on a copy of that file (an import takes twice as long as a run: more rounds fit in one call).
# On MySQL each run imports into a database of its own and starts only once InnoDB has written
# the import's pages out, so that no run shares the disk with the import before it. MYSQL_URL as
# in the bench (root on 127.0.0.1:3306 by default); REFERENCE_DATA_DIR as in the bench. Each run prints links/s,
# add-connection p50/p99, the bare route (how busy the machine was), the server's CPU per
# request and its ratio to the players' CPU, and theirs per request (the players' code is the
# same for both builds, so this ratio holds better than the figures alone when a busy host slows both). PAIRED_FIRST_ROUND
# numbers the first round (1 by default), so that rounds run one call at a time (`flock
# /work/measure.lock …` each) still swap the order: 1, then 2, then 3. PAIRED_DATABASE_PREFIX
# names the runs' MySQL databases (`<prefix>_other`, `<prefix>_this`; `paired` by default).
set -euo pipefail

engine=${1:?engine: sqlite or mysql}
rounds=${2:?number of rounds}
other=$(cd "${3:?the checkout of the other build}" && pwd)
first=${PAIRED_FIRST_ROUND:-1}
here=$(cd "$(dirname "$0")/../.." && pwd)
data=${REFERENCE_DATA_DIR:-$here/../shared/data/wikipedia-movie-data}
mysql_url=${MYSQL_URL:-mysql://root@127.0.0.1:3306}
prefix=${PAIRED_DATABASE_PREFIX:-paired}
scratch=$(mktemp -d)
dirty_pct=''
# On the way out, also after an interruption: MariaDB's own setting as it was, the runs' databases
# and the scratch folder gone.
finish() {
  if [ -n "$dirty_pct" ]; then
    sql "SET GLOBAL innodb_max_dirty_pages_pct = $dirty_pct" || true
    for label in other this; do sql "DROP DATABASE IF EXISTS ${prefix}_$label" || true; done
  fi
  rm -rf "$scratch"
}
trap finish EXIT
trap 'exit 130' INT TERM

[ -f "$other/server/dist/main.js" ] || { echo "$other/server/dist/main.js missing: build the other checkout first" >&2; exit 1; }

# One statement on MYSQL_URL (on the database named by the second argument, if any); prints the
# last column of the first row it returns, if any.
sql() {
  (cd "$here" && node -e '
    const mysql = require("mysql2/promise");
    (async () => {
      const connection = await mysql.createConnection(process.argv[1]);
      const [rows] = await connection.query(process.argv[2]);
      if (Array.isArray(rows) && rows[0]) console.log(Object.values(rows[0]).at(-1));
      await connection.end();
    })();
  ' "$mysql_url" "$1")
}

# MYSQL_URL with its path set to a database, as the bench does.
database_url() {
  node -e 'const url = new URL(process.argv[1]); url.pathname = "/" + process.argv[2]; console.log(url.toString())' "$mysql_url" "$1"
}

# Writes InnoDB's dirty pages out before a run (MySQL only).
settle() {
  local dirty
  sql "SET GLOBAL innodb_max_dirty_pages_pct = 0"
  for _ in $(seq 1 120); do
    dirty=$(sql "SHOW GLOBAL STATUS LIKE 'Innodb_buffer_pool_pages_dirty'")
    [ "$dirty" -lt 20 ] && break
    sleep 0.5
  done
  [ "$dirty" -lt 20 ] || echo "  (InnoDB still held $dirty dirty pages after 60 s)"
  sql "SET GLOBAL innodb_max_dirty_pages_pct = $dirty_pct"
}

# The reference catalog imported by a build: <checkout> <DATABASE_URL>. The importer closes the
# database, so a SQLite file holds the whole catalog without its log.
import_catalog() {
  (cd "$1" && DATABASE_URL=$2 npm run catalog:import -- "$data" >"$scratch/import.log" 2>&1) ||
    { cat "$scratch/import.log" >&2; exit 1; }
}

# One run: <label> <checkout>. Prints links/s, add-connection p50/p99, errors, the bare route.
run() {
  local label=$1 checkout=$2 url server
  # This checkout's server as the bench names it, so that it is built (or found up to date) first.
  if [ "$checkout" = "$here" ]; then server=server/dist/main.js; else server="$checkout/server/dist/main.js"; fi
  if [ "$engine" = mysql ]; then
    sql "DROP DATABASE IF EXISTS ${prefix}_$label"
    sql "CREATE DATABASE ${prefix}_$label CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
    url=$(database_url "${prefix}_$label")
    import_catalog "$checkout" "$url"
    settle
  else
    [ -f "$scratch/$label-catalog.sqlite" ] || import_catalog "$checkout" "sqlite:$scratch/$label-catalog.sqlite"
    rm -f "$scratch/$label".sqlite*
    cp "$scratch/$label-catalog.sqlite" "$scratch/$label.sqlite"
    url="sqlite:$scratch/$label.sqlite"
  fi
  sync
  (cd "$here" && BENCH_SERVER=$server npx tsx tests/bench/flow-only.ts "$url") >"$scratch/run.out" 2>"$scratch/run.err" ||
    { cat "$scratch/run.err" >&2; exit 1; }
  node -e '
    const text = require("fs").readFileSync(process.argv[1], "utf8");
    const { flow, bare, serverCpuMsPerRequest: cpu, clientCpuMsPerRequest: players, serverCpuPerClientCpu: ratio } =
      JSON.parse(text.slice(text.indexOf("{")));
    console.log(process.argv[2].padEnd(6), `links/s ${flow.connectionsAddedPerSecond}`,
      `p50 ${flow.addConnectionP50Ms} ms`, `p99 ${flow.addConnectionP99Ms} ms`, `errors ${flow.errors}`,
      `bare ${bare.requestsPerSecond} req/s`, `server CPU ${(cpu.user + cpu.system).toFixed(3)} ms/request`,
      `= ${ratio.toFixed(2)}x players CPU (${players.toFixed(3)} ms/request)`);
  ' "$scratch/run.out" "$label"
  return 0
}

if [ "$engine" = mysql ]; then dirty_pct=$(sql "SELECT @@GLOBAL.innodb_max_dirty_pages_pct"); fi

for round in $(seq "$first" $((first + rounds - 1))); do
  echo "round $round ($(date +%T))"
  if [ $((round % 2)) = 1 ]; then run other "$other"; run this "$here"; else run this "$here"; run other "$other"; fi
done

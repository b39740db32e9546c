#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: initdb's a temporary cluster as a
# non-root user, starts it on 127.0.0.1 at a random free port, exports DATABASE_URL, runs the
# command, then stops the server and deletes the cluster whatever happened.
#   bash scripts/with-postgres.sh npm run test:api
# PG_BIN overrides where initdb/pg_ctl live (default: Debian's PostgreSQL 15, else the newest found).
set -euo pipefail

if [ "$#" -eq 0 ]; then echo "usage: $0 command [args...]" >&2; exit 2; fi

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  for dir in /usr/lib/postgresql/15/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -Vr); do
    if [ -x "$dir/initdb" ]; then PG_BIN="$dir"; break; fi
  done
fi
if [ -z "$PG_BIN" ] && command -v initdb >/dev/null; then PG_BIN="$(dirname "$(command -v initdb)")"; fi
if [ -z "$PG_BIN" ]; then echo "PostgreSQL not found: apt-get install postgresql (or set PG_BIN)" >&2; exit 1; fi

# PostgreSQL refuses to run as root: run the server as the 'postgres' user (or nobody) then.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
  PG_USER="postgres"
  id "$PG_USER" >/dev/null 2>&1 || PG_USER="nobody"
  RUN_AS=(runuser -u "$PG_USER" --)
fi

WORK="$(mktemp -d /tmp/petlead-pg.XXXXXX)"
chmod 755 "$WORK"
[ "${#RUN_AS[@]}" -gt 0 ] && chown "$PG_USER" "$WORK"
DATA="$WORK/data"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
PASSWORD="petlead-$(node -e 'console.log(require("crypto").randomBytes(9).toString("hex"))')"
echo "$PASSWORD" > "$WORK/pw"
[ "${#RUN_AS[@]}" -gt 0 ] && chown "$PG_USER" "$WORK/pw"

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DATA" -U petlead --pwfile="$WORK/pw" -A scram-sha-256 -E UTF8 --no-locale >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null

export DATABASE_URL="postgres://petlead:$PASSWORD@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
set +e
"$@"
STATUS=$?
set -e
exit $STATUS

#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: a fresh cluster in a temp directory on
# 127.0.0.1 and a free port, fsync off, removed afterwards. The command sees TEST_DATABASE_URL.
#   scripts/with-postgres.sh npx vitest run --project 'integration*'
set -euo pipefail

bin_dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin_dir" ]; then
  echo "[pg] PostgreSQL is not installed: run scripts/ensure-system-deps.sh" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/atelier-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
password=$(node -e "console.log(require('crypto').randomBytes(12).toString('hex'))")

# PostgreSQL refuses to run as root; run the server as the postgres user when we are root.
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$bin_dir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

echo "$password" >"$dir/pwfile"
[ ${#as_pg[@]} -gt 0 ] && chown postgres "$dir/pwfile"
"${as_pg[@]}" "$bin_dir/initdb" -D "$dir/data" -U atelier --pwfile="$dir/pwfile" -A scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_pg[@]}" "$bin_dir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
echo "[pg] PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export TEST_DATABASE_URL="postgres://atelier:$password@127.0.0.1:$port/postgres"
"$@"

#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the test suite and prints its DATABASE_URL.
#   scripts/pg-throwaway.sh start <dir> <port>   -> prints postgres://... on stdout
#   scripts/pg-throwaway.sh stop <dir>           -> stops the cluster and removes <dir>
#   scripts/pg-throwaway.sh up <dir> <port>      -> starts the cluster kept in <dir> (made when missing), prints its URL
#   scripts/pg-throwaway.sh down <dir>           -> stops that cluster and keeps <dir> (a bench dataset made once)
# Runs initdb as the 'postgres' user when invoked as root (initdb refuses root).
set -euo pipefail
cmd=${1:?start|stop}
dir=${2:?cluster directory}
port=${3:-54329}

find_bin() {
  local name=$1
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin/"$name" 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$found" ] && echo "$found"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

case "$cmd" in
  start|up)
    initdb=$(find_bin initdb); pg_ctl=$(find_bin pg_ctl)
    if [ -z "$initdb" ] || [ -z "$pg_ctl" ]; then echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 3; fi
    if [ "$cmd" = start ] || [ ! -f "$dir/data/PG_VERSION" ]; then
      rm -rf "$dir"; mkdir -p "$dir"
      [ "$(id -u)" = 0 ] && chown postgres "$dir"
      as_owner "'$initdb' -D '$dir/data' -U lrdx --auth=trust -E UTF8 --locale=C.UTF-8 >'$dir/initdb.log' 2>&1"
    fi
    as_owner "'$pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300\" start >/dev/null"
    echo "postgres://lrdx@127.0.0.1:$port/postgres"
    ;;
  down)
    pg_ctl=$(find_bin pg_ctl)
    # A fast (clean) stop: the kept cluster's next start needs no recovery.
    [ -d "$dir/data" ] && as_owner "'$pg_ctl' -D '$dir/data' -m fast stop >/dev/null 2>&1" || true
    ;;
  stop)
    pg_ctl=$(find_bin pg_ctl)
    [ -d "$dir/data" ] && as_owner "'$pg_ctl' -D '$dir/data' -m immediate stop >/dev/null 2>&1" || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop|up|down <dir> [port]" >&2; exit 2 ;;
esac

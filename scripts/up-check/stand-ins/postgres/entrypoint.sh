#!/bin/sh
# The stand-in's start: on an empty data folder, initdb with POSTGRES_USER, POSTGRES_PASSWORD,
# POSTGRES_HOST_AUTH_METHOD and POSTGRES_DB (as the official image reads them); then the server,
# listening on every address.
set -eu
user="${POSTGRES_USER:-postgres}"
database="${POSTGRES_DB:-$user}"
auth="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "${POSTGRES_PASSWORD:-}" >/tmp/pwfile
  initdb --username="$user" --pwfile=/tmp/pwfile --auth-local=trust --auth-host="$auth" >/dev/null
  rm -f /tmp/pwfile
  echo "host all all all $auth" >>"$PGDATA/pg_hba.conf"
  if [ "$database" != postgres ]; then
    # Reachable only through a socket of its own: pg_isready (the healthcheck) stays false until the database exists.
    pg_ctl --wait --silent -o "-c listen_addresses='' -c unix_socket_directories=/tmp" start
    createdb --host=/tmp --username="$user" "$database"
    pg_ctl --wait --silent stop
  fi
fi
exec postgres -c listen_addresses='*'

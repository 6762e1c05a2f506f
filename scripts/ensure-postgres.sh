#!/usr/bin/env bash
# The API tests run a second time against the machine's PostgreSQL (127.0.0.1:5432, user postgres).
# Start the local Debian cluster if it is down.
set -euo pipefail
pg_isready -q -h 127.0.0.1 -p 5432 && exit 0
if command -v pg_ctlcluster >/dev/null; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  pg_ctlcluster --skip-systemctl-redirect "$version" main start
fi
for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 1; done
echo "PostgreSQL is not reachable on 127.0.0.1:5432" >&2
exit 1

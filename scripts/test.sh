#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + integration (PGlite and a throwaway PostgreSQL), then Playwright in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
# The CalDAV clients the integration tests drive: Debian's, run by Debian's own Python (not the first on PATH).
/usr/bin/python3 -c 'import caldav' >/dev/null 2>&1 || missing+=(python3-caldav)
[ -x /usr/bin/vdirsyncer ] || missing+=(vdirsyncer)
[ -x /usr/bin/todoman ] || missing+=(todoman)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "== installing ${missing[*]} with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "npm test needs these Debian packages: ${missing[*]}. Install them (apt-get install ${missing[*]}) and run again." >&2
    exit 1
  fi
fi

echo "== typecheck"
npx tsc --noEmit -p tsconfig.json
echo "== lint"
npx biome check --error-on-warnings .
echo "== unit and integration tests (PGlite and PostgreSQL)"
npx vitest run
echo "== end-to-end tests (Chromium)"
npx playwright test

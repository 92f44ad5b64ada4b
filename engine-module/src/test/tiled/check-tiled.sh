#!/usr/bin/env bash
# Checks that the real Tiled editor reads our TMX of every sample board: same size, same tiles, same objects.
# Needs Debian's `tiled` package (apt-get install -y tiled). Runs TiledCheckTest, which is skipped where the
# tiled binary is missing, and fails here instead of skipping.
set -euo pipefail
cd "$(dirname "$0")/../../../.."
if ! command -v tiled >/dev/null; then
  echo "check-tiled: the tiled binary is not installed (apt-get install -y tiled)" >&2
  exit 2
fi
export QT_QPA_PLATFORM=offscreen
./mvnw -q -B -pl engine-module test -Dtest=TiledCheckTest -Dsurefire.failIfNoSpecifiedTests=false
report=engine-module/target/surefire-reports/TEST-org.rallyworkbench.engine.export.TiledCheckTest.xml
if grep -q 'skipped="[1-9]' "$report"; then
  echo "check-tiled: tests were skipped" >&2
  exit 1
fi
grep -o 'tests="[0-9]*" errors="[0-9]*" skipped="[0-9]*" failures="[0-9]*"' "$report"

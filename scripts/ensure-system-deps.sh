#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium's headless shell for
# Playwright (it cannot download its own browser here) and Chromium for Lighthouse and the
# screenshots, PostgreSQL 15, and a Java runtime for the W3C Nu HTML Checker
# (vnu.jar from the vnu-jar package; the package's own Java download cannot reach the network here).
# The browsers are not needed when CHROME_PATH names another one. Where apt cannot install (not
# root, or no apt), it names what is missing and stops, rather than let the suite fail later.
set -euo pipefail
need=()
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then need+=(chromium); fi
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then need+=(chromium-headless-shell); fi
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then need+=(postgresql-15); fi
if ! command -v java >/dev/null 2>&1 && [ -z "${JAVA_HOME:-}" ]; then need+=(default-jre-headless); fi
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${need[*]} with apt..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "Missing ${need[*]}: install them (or set CHROME_PATH) and run again." >&2
  exit 1
fi

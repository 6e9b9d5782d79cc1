#!/usr/bin/env bash
# The web client's browser tests drive Debian's Chromium (browser downloads are not possible here):
# install it when it is missing, so `npm test` works on a fresh machine.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
echo "chromium is missing: installing Debian's chromium package for the browser tests" >&2
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "cannot install chromium (not root, no sudo): install Debian's chromium package" >&2
  exit 1
fi

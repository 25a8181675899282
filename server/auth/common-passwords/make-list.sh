#!/bin/sh
# Regenerates list.txt from the password dictionary of the npm package @zxcvbn-ts/language-common (MIT):
# the most common passwords of public breaches, ordered by frequency. Kept: the ones a staff password could
# be (at least 8 characters), lower-cased and NFC-normalised, each once.
set -eu
VERSION="${1:-4.1.3}"
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
cd "$WORK"
npm pack --silent "@zxcvbn-ts/language-common@$VERSION" >/dev/null
tar xzf ./*.tgz
node -e '
  const list = require(process.argv[1]);
  const seen = new Set();
  for (const p of list) {
    const v = p.normalize("NFC").toLowerCase();
    if (v.length >= 8 && !v.includes("\n")) seen.add(v);
  }
  process.stdout.write([...seen].join("\n") + "\n");
' "$WORK/package/src/passwords.json" >"$WORK/list.txt"
{
  echo "# The most common passwords of at least 8 characters, lower-case, one a line; made by make-list.sh"
  echo "# from the npm package @zxcvbn-ts/language-common $VERSION (MIT licence: (c) 2012-2016 Dan Wheeler and Dropbox, Inc.; (c) 2021 @zxcvbn-ts)."
  cat "$WORK/list.txt"
} >"$HERE/list.txt"
echo "wrote $(($(wc -l <"$HERE/list.txt") - 2)) passwords to $HERE/list.txt"

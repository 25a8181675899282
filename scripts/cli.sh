#!/bin/sh
# `npm run cli`: the operators' tool (server/cli.ts) on the project's own Node 24. A folder without the install
# (a fresh clone, or the copy used only to run deploy/install.sh) would otherwise end in Node's "Unknown file
# extension .ts" from an older system Node.
if [ ! -x node_modules/.bin/node ]; then
  echo "npm run cli: $(pwd) has no install of the site (node_modules): run npm ci here first, or on a production server run deploy/site-cli from the app folder (README, Production)." >&2
  exit 1
fi
# Node flags: server/node-flags.ts TOOL_NODE_FLAGS.
exec node_modules/.bin/node --max-semi-space-size=8 server/cli.ts "$@"

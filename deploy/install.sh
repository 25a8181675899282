#!/bin/sh
# The production section of README.md in one command, on Debian 12 or Ubuntu 24.04, as root. Each step does
# only what is not done yet, so running it again is safe (and finishes what a broken run left undone).
#
#   deploy/install.sh install     packages that are missing (git, Node.js with npm 10 or newer, Caddy), the
#                                 service user and folders, the code, its install and build, the settings file
#                                 (asks for the public address), the systemd units and the backup timer, the first
#                                 Admin (asks for e-mail and password), Caddy for HTTPS
#   deploy/install.sh update [REF]  a backup, the new release (REF: a commit, tag or branch of the repository;
#                                 default the latest of the branch) installed and built beside the running site,
#                                 a restart, and its health check: a release that does not answer within
#                                 HEALTH_SECONDS is taken back by itself (code, install, build and, on SQLite,
#                                 the database as it was before the release upgraded it)
#   deploy/install.sh rollback    the same going back, by hand, to the release before the last update
#
# Settings, from the environment (asked for on a terminal when needed and unset): REPOSITORY (what to clone;
# default this script's own repository), BRANCH (default its current branch; from a detached checkout, the
# repository's default branch, or the same commit when the repository is that folder), DOMAIN (the site's name, for
# PUBLIC_URL and Caddy), PORT (3000; the settings file, Caddy and the health check use it), ADMIN_EMAIL,
# ADMIN_NAME and ADMIN_PASSWORD (the first Admin), HEALTH_SECONDS (90).
# Other folders and names, for tests and unusual machines: APP_USER, APP_HOME, DATA_DIR, BACKUP_DIR, ETC_DIR,
# UNIT_DIR, CADDYFILE.
set -eu

APP_USER=${APP_USER:-brightschools}
APP_HOME=${APP_HOME:-/opt/brightschools}
APP=$APP_HOME/app
DATA_DIR=${DATA_DIR:-/var/lib/brightschools}
BACKUP_DIR=${BACKUP_DIR:-/var/lib/brightschools-backups}
ETC_DIR=${ETC_DIR:-/etc/brightschools}
UNIT_DIR=${UNIT_DIR:-/etc/systemd/system}
CADDYFILE=${CADDYFILE:-/etc/caddy/Caddyfile}
HEALTH_SECONDS=${HEALTH_SECONDS:-90}
SETTINGS=$ETC_DIR/site.env
# The release before the last update: its commit, install and build, for going back.
PREVIOUS=$APP_HOME/previous
SCRIPT_DIR=$(cd "$(dirname "$0")" && pwd)

started=$(date +%s)
step_started=
log() { printf '%s %s\n' "$(date -u +%H:%M:%S)" "$*"; }
die() {
  log "ERROR: $*" >&2
  exit 1
}
# Each step says what it does, and how long the one before took.
step() {
  now=$(date +%s)
  [ -z "$step_started" ] || log "   ($((now - step_started)) s)"
  step_started=$now
  log "== $*"
}
finish() {
  now=$(date +%s)
  [ -z "$step_started" ] || log "   ($((now - step_started)) s)"
  log "$* ($((now - started)) s in all)"
}

# Commands as the service user, in its home (npm's cache goes there too).
as_user() { runuser -u "$APP_USER" -- env HOME="$APP_HOME" "$@"; }
in_app() { (cd "$APP" && as_user "$@"); }
# The operators' tool with the service's settings, as the service user (deploy/site-cli, for these folders).
site_cli() { APP_USER=$APP_USER ETC_DIR=$ETC_DIR DATA_DIR=$DATA_DIR BACKUP_DIR=$BACKUP_DIR "$APP/deploy/site-cli" "$@"; }
# A setting of the settings file, as the service reads it (empty when unset).
setting() { (unset "$1" && set -a && . "$SETTINGS" && eval "printf '%s' \"\${$1:-}\""); }
port() {
  p=$(setting PORT)
  printf '%s' "${p:-3000}"
}
ask() { # ask VARIABLE "question" [hidden]
  eval "value=\${$1:-}"
  if [ -z "$value" ]; then
    [ -t 0 ] || die "$1 is not set: set it in the environment (for example $1=... $0 $command), or run this on a terminal"
    printf '%s ' "$2" >&2
    if [ "${3:-}" = hidden ]; then
      stty -echo
      read -r value
      stty echo
      printf '\n' >&2
    else
      read -r value
    fi
    [ -n "$value" ] || die "$1 is needed"
  fi
  eval "$1=\$value"
}

# ---- the steps ------------------------------------------------------------------------------------

packages() {
  step "Packages: only what is missing"
  need=""
  command -v git >/dev/null || need="$need git"
  command -v caddy >/dev/null || need="$need caddy"
  command -v node >/dev/null || need="$need nodejs"
  if [ -n "$need" ]; then
    log "installing$need"
    DEBIAN_FRONTEND=noninteractive apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q $need
  fi
  # Node.js from NodeSource brings npm; Debian's and Ubuntu's come without it (their npm package would clash
  # with NodeSource's nodejs, so it is only installed when npm is missing).
  if ! command -v npm >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q npm
  fi
  node_major=$(node -p 'process.versions.node.split(".")[0]')
  [ "$node_major" -ge 18 ] ||
    die "Node.js $(node --version) is too old to run npm for this project: install Node.js 18 or newer (Debian 12 and Ubuntu 24.04 have it) and run again"
  # npm 9 (Debian's and Ubuntu's) cannot read this project's lockfile; npm 10 runs on Node 18 and newer, npm 11
  # on Node 20.17 and newer: a newer npm is kept as it is.
  npm_major=$(npm --version | cut -d. -f1)
  if [ "$npm_major" -lt 10 ]; then
    log "npm $(npm --version) is too old: installing npm 10"
    npm install -g --no-fund --no-audit npm@10
  fi
  log "git $(git --version | cut -d' ' -f3), Node.js $(node --version) (runs npm only; the site brings Node 24), npm $(npm --version), caddy $(caddy version 2>/dev/null | cut -d' ' -f1)"
}

user_and_folders() {
  step "The service user $APP_USER and its folders"
  if ! id -u "$APP_USER" >/dev/null 2>&1; then
    useradd --system --create-home --home-dir "$APP_HOME" --shell /usr/sbin/nologin "$APP_USER"
  fi
  install -d -m 0755 -o "$APP_USER" -g "$APP_USER" "$APP_HOME"
  # Data and backups: the service user's alone (the backup folder made now, so a backup by hand works at once).
  install -d -m 0700 -o "$APP_USER" -g "$APP_USER" "$DATA_DIR" "$BACKUP_DIR"
  install -d -m 0750 -o root -g "$APP_USER" "$ETC_DIR"
}

code() {
  step "The code in $APP"
  if [ -d "$APP/.git" ]; then
    log "already there at $(in_app git rev-parse --short HEAD) (deploy/install.sh update fetches a newer one)"
    return
  fi
  if [ -z "${REPOSITORY:-}" ]; then
    REPOSITORY=$(git -C "$SCRIPT_DIR/.." remote get-url origin 2>/dev/null || (cd "$SCRIPT_DIR/.." && pwd))
  fi
  # The branch checked out beside this script; none (a detached checkout, or the script alone): the repository's
  # default branch (`rev-parse --abbrev-ref` said "HEAD" there, and the clone failed).
  branch=${BRANCH:-$(git -C "$SCRIPT_DIR/.." symbolic-ref --quiet --short HEAD 2>/dev/null || true)}
  # A repository in a folder of this machine belongs to another user: git asks to name it as safe.
  if [ -d "$REPOSITORY" ]; then
    repo=$(cd "$REPOSITORY" && pwd)
    git -C "$repo" rev-parse --git-dir >/dev/null 2>&1 ||
      die "$repo is not a git repository (this script alone, without its repository?): set REPOSITORY to the project's git address or folder, and run again"
    for dir in "$repo" "$repo/.git"; do
      as_user git config --global --get-all safe.directory 2>/dev/null | grep -qxF "$dir" ||
        as_user git config --global --add safe.directory "$dir"
    done
    # The site is cloned by the service user: a folder only root may read (anything under /root) fails.
    as_user git ls-remote "$repo" HEAD >/dev/null 2>&1 ||
      die "the service user $APP_USER cannot read the repository $repo (a folder under /root is root's alone): clone it where every user may read, such as /srv/brightschools, or set REPOSITORY to the project's git address, and run again"
  fi
  log "cloning $REPOSITORY (${branch:-its default branch})"
  as_user git -c advice.detachedHead=false clone --quiet ${branch:+--branch "$branch"} "$REPOSITORY" "$APP"
}

# npm ci, build, prune, for the commit checked out, unless that commit is built already. `build update` keeps the
# previous build's files for the pages that are open (scripts/keep-assets.ts).
build() {
  step "Install and build ($(in_app git rev-parse --short HEAD))"
  commit=$(in_app git rev-parse HEAD)
  if [ "$(cat "$APP_HOME/built-commit" 2>/dev/null)" = "$commit" ] && [ -x "$APP/node_modules/.bin/node" ] &&
    [ -f "$APP/build/server/index.js" ]; then
    log "built already"
    return
  fi
  rm -f "$APP_HOME/built-commit"
  # Checked one by one: `update` calls this where a failure must not stop the script (set -e does not apply).
  in_app npm ci --no-fund --no-audit || return 1
  in_app npm run "build${1:+:$1}" || return 1
  in_app npm prune --omit=dev --no-fund --no-audit || return 1
  printf '%s\n' "$commit" >"$APP_HOME/built-commit"
  chown "$APP_USER:" "$APP_HOME/built-commit"
}

settings_file() {
  step "Settings in $SETTINGS"
  if [ -f "$SETTINGS" ]; then
    log "kept as it is"
    return
  fi
  ask DOMAIN "The site's domain name (its DNS must point at this server), for example school.example:"
  # The template without the first Admin's lines: the Admin is made with the operators' tool below, so no
  # password stays in the file.
  sed -e "s#^PUBLIC_URL=.*#PUBLIC_URL=https://$DOMAIN#" -e '/^ADMIN_EMAIL=/d' -e '/^ADMIN_PASSWORD=/d' \
    -e '/^# The first Admin/d' "$APP/deploy/site.env" >"$SETTINGS.new"
  # Another port than the unit's 3000: the settings file's PORT wins over the unit's.
  [ "${PORT:-3000}" = 3000 ] || printf '# The port the site listens on (Caddy and the health check use it too).\nPORT=%s\n' "$PORT" >>"$SETTINGS.new"
  install -m 0640 -o root -g "$APP_USER" "$SETTINGS.new" "$SETTINGS"
  rm -f "$SETTINGS.new"
}

# The units as shipped; for other folders or another user (tests), with those put in.
install_unit() {
  sed -e "s#/var/lib/brightschools-backups#$BACKUP_DIR#g" -e "s#/var/lib/brightschools#$DATA_DIR#g" \
    -e "s#/opt/brightschools/app#$APP#g" -e "s#/etc/brightschools/site.env#$SETTINGS#g" \
    -e "s#^User=brightschools#User=$APP_USER#" -e "s#^Group=brightschools#Group=$APP_USER#" \
    "$APP/deploy/$1" >"$UNIT_DIR/$1.new"
  chmod 0644 "$UNIT_DIR/$1.new"
  mv "$UNIT_DIR/$1.new" "$UNIT_DIR/$1"
}

healthy() {
  "$APP/node_modules/.bin/node" -e '
    const deadline = Date.now() + Number(process.argv[2]) * 1000;
    const probe = () => fetch(process.argv[1]).then((r) => r.status === 200, () => false);
    (async () => {
      while (Date.now() < deadline) {
        if (await probe()) process.exit(0);
        await new Promise((r) => setTimeout(r, 1000));
      }
      process.exit(1);
    })();' "http://127.0.0.1:$(port)/api/health" "$1"
}

units() {
  step "The systemd service and the nightly backup timer"
  mkdir -p "$UNIT_DIR"
  for unit in brightschools.service brightschools-backup.service brightschools-backup.timer; do install_unit "$unit"; done
  systemctl daemon-reload
  systemctl enable --now brightschools-backup.timer
  systemctl enable brightschools
  systemctl restart brightschools
  healthy "$HEALTH_SECONDS" || die "the site does not answer its health check: see journalctl -u brightschools"
  log "the site answers on http://127.0.0.1:$(port)/api/health"
}

first_admin() {
  step "The first Admin"
  if site_cli list-users | grep -q '  Admin  '; then
    log "the site has an Admin already"
    return
  fi
  ask ADMIN_EMAIL "The first Admin's e-mail address:"
  ask ADMIN_PASSWORD "Their password (at least 8 characters, not shown):" hidden
  printf '%s\n' "$ADMIN_PASSWORD" |
    site_cli create-user --email "$ADMIN_EMAIL" --name "${ADMIN_NAME:-Administrator}" --role Admin
}

caddy_site() {
  step "HTTPS with Caddy ($CADDYFILE)"
  domain=$(setting PUBLIC_URL | sed -e 's#^https*://##' -e 's#[:/].*##')
  if [ -f "$CADDYFILE" ] && grep -q "reverse_proxy 127.0.0.1:$(port)" "$CADDYFILE"; then
    log "the site is in it already"
  elif [ ! -f "$CADDYFILE" ] || grep -q '/usr/share/caddy' "$CADDYFILE"; then
    # Debian's example file (or none): replaced by the site's.
    mkdir -p "$(dirname "$CADDYFILE")"
    sed -e "s#^brightschools.example {#$domain {#" -e "s#reverse_proxy 127.0.0.1:3000#reverse_proxy 127.0.0.1:$(port)#" \
      "$APP/deploy/Caddyfile" >"$CADDYFILE"
    systemctl reload-or-restart caddy
  else
    log "$CADDYFILE serves other sites: add the block of deploy/Caddyfile for $domain to it, then: systemctl reload caddy"
  fi
}

# ---- update and going back ------------------------------------------------------------------------

# The newest backup taken before upgrading the database (none: empty): by the server (in DATA_DIR/backups, or
# BACKUP_DIR when the settings file sets it), or by the tool or the nightly backup if one of them started first
# (BACKUP_DIR, which deploy/site-cli and the backup unit set).
newest_upgrade_backup() {
  folder=$(setting BACKUP_DIR)
  ls -d "${folder:-$DATA_DIR/backups}"/before-upgrade-* "$BACKUP_DIR"/before-upgrade-* 2>/dev/null |
    awk -F/ '{ print $NF "\t" $0 }' | sort | tail -n 1 | cut -f2
}

# Back to the release in $PREVIOUS: its code, install and build; the database as it was before the failed
# release upgraded it (when it did; `upgraded` names the server's backup from just before).
go_back() {
  upgraded=$1
  step "Going back to $(cut -c1-7 "$PREVIOUS/commit")"
  systemctl stop brightschools
  in_app git reset --hard --quiet "$(cat "$PREVIOUS/commit")"
  # The newer release's install and build are deleted once the site runs again (that takes a while).
  failed=$APP_HOME/failed-release
  rm -rf "$failed"
  mkdir -p "$failed"
  mv "$APP/node_modules" "$APP/build" "$failed/"
  mv "$PREVIOUS/node_modules" "$PREVIOUS/build" "$APP/"
  cp "$PREVIOUS/commit" "$APP_HOME/built-commit"
  if [ -n "$upgraded" ]; then
    if [ -n "$(setting DATABASE_URL)" ]; then
      die "the failed release upgraded the PostgreSQL database; its backup from just before is $upgraded. Restore it: empty the database (runuser -u postgres -- psql DATABASE -c 'drop schema public cascade; create schema public authorization $APP_USER'), then $APP/deploy/site-cli restore --in $upgraded, then systemctl start brightschools"
    fi
    # The database file as the server copied it just before the upgrade; the upgraded one stays beside it.
    aside="$DATA_DIR/failed-update-$(date -u +%Y-%m-%dT%H%M%S)"
    as_user mkdir -m 0700 "$aside"
    for file in site.db site.db-wal site.db-shm; do
      [ ! -e "$DATA_DIR/$file" ] || mv "$DATA_DIR/$file" "$aside/"
    done
    as_user cp "$upgraded/site.db" "$DATA_DIR/site.db"
    log "the database is back as it was before the upgrade (the upgraded one is in $aside)"
  fi
  systemctl start brightschools
  healthy "$HEALTH_SECONDS" || die "the previous release does not answer its health check either: see journalctl -u brightschools"
  log "the site runs $(cut -c1-7 "$APP_HOME/built-commit") again; removing the newer release's install and build"
  rm -rf "$PREVIOUS" "$failed"
}

update() {
  [ -d "$APP/.git" ] || die "no site in $APP: run $0 install first"
  exec 9>"$APP_HOME/.update.lock"
  flock -n 9 || die "another update is running"
  current=$(in_app git rev-parse HEAD)

  step "The new release"
  in_app git fetch --quiet --tags origin
  if [ -z "${1:-}" ]; then
    running=$(in_app git symbolic-ref --quiet --short HEAD) ||
      die "the site is at a commit of no branch (installed from a detached checkout): name the commit, tag or branch to go to (update REF); nothing was changed"
  fi
  target=${1:-origin/${running:-}}
  # A commit, a tag, or a branch of the repository (origin/NAME: the app's own branch names only the running one).
  next=$(in_app git rev-parse --verify --quiet "$target^{commit}" ||
    in_app git rev-parse --verify --quiet "origin/$target^{commit}") ||
    die "$target is no commit, tag or branch of $(in_app git remote get-url origin): nothing was changed"
  if [ "$next" = "$current" ]; then
    finish "Already at $(printf '%.7s' "$current"): nothing to do."
    return
  fi
  log "from $(printf '%.7s' "$current") to $(printf '%.7s' "$next")"

  step "A backup of the site as it is"
  site_cli backup --into "$BACKUP_DIR"
  # The running release's install and build go aside (the running server has loaded what it needs), for going
  # back; the build is copied, as the new build keeps its files for the pages that are open.
  as_user rm -rf "$PREVIOUS"
  as_user mkdir "$PREVIOUS"
  printf '%s\n' "$current" | as_user tee "$PREVIOUS/commit" >/dev/null
  mv "$APP/node_modules" "$PREVIOUS/"
  as_user cp -a "$APP/build" "$PREVIOUS/"
  in_app git reset --hard --quiet "$next"
  if ! build update; then
    # Nothing was restarted: the site runs on as before.
    in_app git reset --hard --quiet "$current"
    rm -rf "$APP/node_modules" "$APP/build"
    mv "$PREVIOUS/node_modules" "$PREVIOUS/build" "$APP/"
    cp "$PREVIOUS/commit" "$APP_HOME/built-commit"
    die "the new release did not install or build (see above): the site runs on as before"
  fi

  step "Restart; the server upgrades the database itself (backing it up first)"
  site_cli migrate-status | sed 's/^/   /'
  before=$(newest_upgrade_backup)
  systemctl restart brightschools
  if healthy "$HEALTH_SECONDS"; then
    finish "Updated to $(printf '%.7s' "$next"); the previous release stays in $PREVIOUS until the next update (deploy/install.sh rollback)."
    return
  fi
  log "the new release does not answer its health check within $HEALTH_SECONDS s: going back"
  after=$(newest_upgrade_backup)
  go_back "$([ "$after" = "$before" ] || printf '%s' "$after")"
  finish "The update to $(printf '%.7s' "$next") failed its health check; the site runs the previous release $(printf '%.7s' "$current") again. See journalctl -u brightschools for why."
  exit 1
}

rollback() {
  [ -f "$PREVIOUS/commit" ] || die "no previous release in $PREVIOUS to go back to"
  exec 9>"$APP_HOME/.update.lock"
  flock -n 9 || die "an update is running"
  go_back ""
  finish "Back at $(cut -c1-7 "$APP_HOME/built-commit"). A database upgraded by the newer release is refused by this one: see README, Upgrades."
}

[ "$(id -u)" = 0 ] || die "run this as root (sudo -i first)"
command=${1:-}
[ $# -eq 0 ] || shift
case "$command" in
install)
  packages
  user_and_folders
  code
  build
  settings_file
  units
  first_admin
  caddy_site
  finish "Done: sign in at $(setting PUBLIC_URL)/admin"
  ;;
update) update "$@" ;;
rollback) rollback ;;
*)
  echo "Usage: $0 install | update [REF] | rollback   (see the top of this file and README.md, Production)" >&2
  exit 2
  ;;
esac

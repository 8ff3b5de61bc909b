#!/usr/bin/env bash
# Proves, on a Debian machine with no Flathub, that Pet Adoption runs in a Flatpak sandbox:
#   1. builds the app on the host with a static Swift stdlib;
#   2. makes a Debian runtime with debootstrap from the apt mirror this machine uses
#      (cached between runs);
#   3. packages the app with flatpak-builder into a local repo and a .flatpak bundle;
#   4. installs the bundle --user and runs it under Xvfb, twice, checking that the
#      second run sees the database the first one wrote, and takes a screenshot.
# Everything it makes lives in build-aux/flatpak/.local/ and in the --user Flatpak
# installation under the names below; `build-local.sh --clean` removes exactly that.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work="$here/.local"
app_id=io.github.petadoption.PetAdoption
runtime_id=io.github.petadoption.LocalPlatform
branch=bookworm
remote=petadoption-local
bundle="$work/PetAdoption.flatpak"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)

step() { printf '\n== %s\n' "$*"; }

if [ "${1:-}" = "--clean" ]; then
    flatpak --user uninstall -y --noninteractive "$app_id" 2>/dev/null || true
    flatpak --user uninstall -y --noninteractive "$runtime_id//$branch" 2>/dev/null || true
    flatpak --user remote-delete "$remote" 2>/dev/null || true
    "${sudo_cmd[@]}" rm -rf "$work"
    exit 0
fi

step "Host packages"
source "$root/tools/ensure-dependencies"
need=()
for p in flatpak flatpak-builder debootstrap xvfb imagemagick desktop-file-utils appstream sqlite3; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if ((${#need[@]})); then
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
mkdir -p "$work"

step "Validate desktop file and metainfo"
desktop-file-validate "$root/Resources/desktop/$app_id.desktop"
appstreamcli validate --no-net "$root/Resources/desktop/$app_id.metainfo.xml"

step "App (host build, static Swift stdlib)"
cd "$root"
swift build -c release --static-swift-stdlib --product pet-adoption
binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/pet-adoption"
if ldd "$binary" | grep -q libswift; then
    echo "error: $binary still links a shared Swift runtime" >&2
    exit 1
fi
rm -rf "$work/app-prefix"
tools/install "$work/app-prefix" "$binary"

step "Runtime ($runtime_id//$branch)"
host_release=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
if [ "$host_release" != "$branch" ]; then
    echo "error: the host is Debian '$host_release'; the runtime is '$branch' and the host build must match it" >&2
    exit 1
fi
if [ ! -f "$work/repo/refs/heads/runtime/$runtime_id/x86_64/$branch" ]; then
    # The mirrors this machine's apt uses, read now: no host name lives in the repository.
    apt_uris=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
        | awk '$1 == "URIs:" || $1 == "deb" { print $2 }' || true)
    mirror=$(grep -v security <<<"$apt_uris" | head -1 || true)
    security=$(grep security <<<"$apt_uris" | head -1 || true)
    if [ -z "$mirror" ]; then
        echo "error: found no Debian mirror in /etc/apt/sources.list*" >&2
        exit 1
    fi
    rootfs="$work/rootfs"
    "${sudo_cmd[@]}" rm -rf "$rootfs" "$work/runtime"
    "${sudo_cmd[@]}" debootstrap --variant=minbase \
        --include=libgtk-4-1,libadwaita-1-0,libsqlite3-0,librsvg2-common,fonts-dejavu-core,fonts-cantarell,dbus-x11 \
        "$branch" "$rootfs" "$mirror"
    {
        echo "deb $mirror $branch main"
        echo "deb $mirror $branch-updates main"
        [ -n "$security" ] && echo "deb $security $branch-security main"
    } | "${sudo_cmd[@]}" tee "$rootfs/etc/apt/sources.list" >/dev/null
    # Same library versions as the host the app was built on.
    "${sudo_cmd[@]}" chroot "$rootfs" /bin/sh -c \
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get -y -qq upgrade && apt-get clean'
    mkdir -p "$work/runtime"
    "${sudo_cmd[@]}" cp -a "$rootfs/usr" "$work/runtime/usr"
    "${sudo_cmd[@]}" cp -a "$rootfs/etc" "$work/runtime/usr/etc"
    # Flatpak provides these; a dbus-launch would start a private bus that keeps the sandbox alive.
    "${sudo_cmd[@]}" rm -f "$work/runtime/usr/etc/resolv.conf" "$work/runtime/usr/etc/hostname" \
        "$work/runtime/usr/bin/dbus-launch"
    "${sudo_cmd[@]}" rm -rf "$work/runtime/usr/share/doc" "$work/runtime/usr/share/man" \
        "$work/runtime/usr/share/info" "$work/runtime/usr/share/locale"
    "${sudo_cmd[@]}" chown -R "$(id -u):$(id -g)" "$work/runtime"
    cat > "$work/runtime/metadata" <<META
[Runtime]
name=$runtime_id
runtime=$runtime_id/x86_64/$branch
sdk=$runtime_id/x86_64/$branch
META
    flatpak build-export --runtime --files=usr "$work/repo" "$work/runtime" "$branch"
    "${sudo_cmd[@]}" rm -rf "$rootfs" "$work/runtime"
else
    echo "cached in $work/repo"
fi
flatpak --user remote-add --if-not-exists --no-gpg-verify "$remote" "$work/repo"
flatpak --user install -y --noninteractive --or-update "$remote" "$runtime_id//$branch"

step "Package ($app_id)"
sed -e "s|@RUNTIME@|$runtime_id|g" -e "s|@BRANCH@|$branch|g" -e "s|@PREFIX@|$work/app-prefix|g" \
    "$here/local-manifest.json.in" > "$work/$app_id.json"
flatpak-builder --user --disable-rofiles-fuse --disable-download --force-clean \
    --state-dir="$work/builder-state" --repo="$work/repo" "$work/build-dir" "$work/$app_id.json"
flatpak build-bundle "$work/repo" "$bundle" "$app_id"
flatpak --user install -y --noninteractive --reinstall --bundle "$bundle"

step "Run in the sandbox (Xvfb)"
data="$HOME/.var/app/$app_id/data/$app_id"
rm -rf "$HOME/.var/app/$app_id"
run_once() {
    xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" bash -c '
        dbus-run-session -- flatpak run --user "$1" & app=$!
        sleep 10
        import -window root "$2"
        kill $app; wait $app 2>/dev/null || true' _ "$app_id" "$1"
}
run_once "$work/screenshot-first-run.png"
ls -l "$data"
# Stand in for a user's edit between two runs: one pet less. The second run must see
# the same database (23 pets), not a fresh or re-seeded one (24).
seeded=$(sqlite3 "$data/catalog.sqlite" "SELECT count(*) FROM pet")
sqlite3 "$data/catalog.sqlite" "DELETE FROM pet WHERE id = (SELECT min(id) FROM pet)"
run_once "$work/screenshot-second-run.png"
kept=$(sqlite3 "$data/catalog.sqlite" "SELECT count(*) FROM pet")
if [ "$kept" -ne $((seeded - 1)) ]; then
    echo "error: the second run did not keep the first run's data ($seeded pets seeded, $kept after)" >&2
    exit 1
fi
echo "the second run kept the first run's data: $seeded pets seeded, $kept after deleting one"

step "Done"
echo "bundle:     $bundle ($(du -h "$bundle" | cut -f1))"
echo "runtime:    $(du -sh "$(flatpak --user info --show-location "$runtime_id//$branch")" | cut -f1) installed"
echo "screenshot: $work/screenshot-first-run.png"

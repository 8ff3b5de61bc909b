#!/usr/bin/env bash
# Proves, on a Debian machine with no Flathub, that Pet Adoption runs in a Flatpak sandbox
# with the GTK and libadwaita of Debian 13 (4.18 and 1.7), close to what Flathub's GNOME
# runtime gives its users:
#   1. builds the app on Debian 13 with a static Swift stdlib (here, or in the Debian 13
#      root of tools/in-debian13 on an older Debian);
#   2. makes a Debian 13 runtime with debootstrap from the apt mirror this machine uses, with
#      real glibc locales, GTK's translations and a CJK font for English and Chinese
#      (cached between runs, remade when its recipe changes);
#   3. packages the app with flatpak-builder into a local repo and a .flatpak bundle that
#      carries the app's translations;
#   4. installs the bundle --user, checks the locales and translations in the sandbox, and
#      runs it under Xvfb three times, each with a screenshot: twice checking that the
#      second run sees the database the first one wrote, then once in Chinese (zh_CN).
# Everything it makes lives in build-aux/flatpak/.local/ and in the --user Flatpak
# installation under the names below; `build-local.sh --clean` removes exactly that.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work="$here/.local"
app_id=io.github.petadoption.PetAdoption
runtime_id=io.github.petadoption.LocalPlatform
branch=trixie
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
# elfutils is only a recommendation of flatpak-builder, which runs its eu-strip on the binary.
for p in flatpak flatpak-builder elfutils debootstrap xvfb xdotool imagemagick desktop-file-utils appstream sqlite3; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if ((${#need[@]})); then
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
mkdir -p "$work"

step "Validate desktop file and metainfo"
# As installed: translated from the templates by tools/compile-translations.
"$root/tools/compile-translations" "$work/translated"
desktop-file-validate "$work/translated/applications/$app_id.desktop"
appstreamcli validate --no-net "$work/translated/metainfo/$app_id.metainfo.xml"

step "App (built on Debian $branch, static Swift stdlib)"
# COMMAND on the runtime's Debian release, whose libraries the binary links: on this
# machine when it runs that release, else in the Debian 13 root.
on_runtime_release() {
    if [ "$(. /etc/os-release && echo "${VERSION_CODENAME:-}")" = "$branch" ]; then
        "$@"
    else
        "$root/tools/in-debian13" "$@"
    fi
}
cd "$root"
source tools/release-flags
build=("${release_flags[@]}" --scratch-path .build-debian13)
on_runtime_release swift build "${build[@]}" --product pet-adoption
binary="$(on_runtime_release swift build "${build[@]}" --show-bin-path)/pet-adoption"
if on_runtime_release ldd "$binary" | grep -q libswift; then
    echo "error: $binary still links a shared Swift runtime" >&2
    exit 1
fi
# Fails here, naming the package to add, rather than in the sandbox after the runtime is made.
on_runtime_release /usr/bin/python3 tools/check-runtime-libraries "$binary"
rm -rf "$work/app-prefix"
tools/install "$work/app-prefix" "$binary"

step "Runtime ($runtime_id//$branch)"
# The packages of runtime-packages, without its comments.
runtime_packages() { sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$here/runtime-packages"; }
# Everything that decides what the runtime holds is in make_runtime and runtime-packages:
# the cached runtime is used only while the hash of both (the function as bash prints it,
# without comments; the package names) is the one recorded when it was made, so a cache
# from an older recipe is made anew.
make_runtime() {
    # The mirrors this machine's apt uses, read now: no host name lives in the repository.
    local apt_uris mirror security rootfs="$work/rootfs"
    apt_uris=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
        | awk '$1 == "URIs:" || $1 == "deb" { print $2 }' || true)
    mirror=$(grep -v security <<<"$apt_uris" | head -1 || true)
    security=$(grep security <<<"$apt_uris" | head -1 || true)
    if [ -z "$mirror" ]; then
        echo "error: found no Debian mirror in /etc/apt/sources.list*" >&2
        exit 1
    fi
    "${sudo_cmd[@]}" rm -rf "$rootfs" "$work/runtime"
    # What each package is for: runtime-packages.
    "${sudo_cmd[@]}" debootstrap --variant=minbase --include="$(runtime_packages | paste -sd,)" \
        "$branch" "$rootfs" "$mirror"
    {
        echo "deb $mirror $branch main"
        echo "deb $mirror $branch-updates main"
        [ -n "$security" ] && echo "deb $security $branch-security main"
    } | "${sudo_cmd[@]}" tee "$rootfs/etc/apt/sources.list" >/dev/null
    # Same library versions as the host the app was built on.
    "${sudo_cmd[@]}" chroot "$rootfs" /bin/sh -c \
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get -y -qq upgrade && apt-get clean'
    # libcanberra's PulseAudio backend, unpacked alone: its package depends on a sound
    # server (pulseaudio or pipewire-pulse), which runs on the host, not in the sandbox.
    "${sudo_cmd[@]}" chroot "$rootfs" /bin/sh -c \
        'cd /tmp && apt-get download -qq libcanberra-pulse && dpkg-deb -x libcanberra-pulse_*.deb / && rm libcanberra-pulse_*.deb'
    # Real locales for the languages the app is translated into, and English, compiled into
    # /usr/lib/locale/locale-archive: only these, not the hundreds of locales-all.
    printf '%s UTF-8\n' en_US.UTF-8 zh_CN.UTF-8 zh_TW.UTF-8 | "${sudo_cmd[@]}" tee "$rootfs/etc/locale.gen" >/dev/null
    "${sudo_cmd[@]}" chroot "$rootfs" locale-gen
    mkdir -p "$work/runtime"
    "${sudo_cmd[@]}" cp -a "$rootfs/usr" "$work/runtime/usr"
    "${sudo_cmd[@]}" cp -a "$rootfs/etc" "$work/runtime/usr/etc"
    # Flatpak provides these; a dbus-launch would start a private bus that keeps the sandbox alive.
    "${sudo_cmd[@]}" rm -f "$work/runtime/usr/etc/resolv.conf" "$work/runtime/usr/etc/hostname" \
        "$work/runtime/usr/bin/dbus-launch"
    # /usr/share/i18n is the locales' sources, compiled above.
    "${sudo_cmd[@]}" rm -rf "$work/runtime/usr/share/doc" "$work/runtime/usr/share/man" \
        "$work/runtime/usr/share/info" "$work/runtime/usr/share/i18n"
    # Translations (GTK's, libadwaita's, GLib's...) only for English and Chinese: the
    # other languages are most of /usr/share/locale. locale.alias stays.
    "${sudo_cmd[@]}" find "$work/runtime/usr/share/locale" -mindepth 1 -maxdepth 1 -type d \
        ! -name 'en*' ! -name zh_CN ! -name zh_TW ! -name zh_HK -exec rm -rf {} +
    "${sudo_cmd[@]}" chown -R "$(id -u):$(id -g)" "$work/runtime"
    cat > "$work/runtime/metadata" <<META
[Runtime]
name=$runtime_id
runtime=$runtime_id/x86_64/$branch
sdk=$runtime_id/x86_64/$branch
META
    flatpak build-export --runtime --files=usr "$work/repo" "$work/runtime" "$branch"
    "${sudo_cmd[@]}" rm -rf "$rootfs" "$work/runtime"
}
runtime_recipe=$({ declare -f make_runtime; runtime_packages; } | sha256sum | cut -c1-16)
if [ -f "$work/repo/refs/heads/runtime/$runtime_id/x86_64/$branch" ] \
    && [ "$(cat "$work/runtime-recipe" 2>/dev/null)" = "$runtime_recipe" ]; then
    echo "cached in $work/repo (recipe $runtime_recipe)"
else
    # A runtime from another recipe goes with its repo; the app is exported to it anew below.
    rm -rf "$work/repo" "$work/runtime-recipe"
    make_runtime
    echo "$runtime_recipe" > "$work/runtime-recipe"
fi
flatpak --user remote-add --if-not-exists --no-gpg-verify "$remote" "$work/repo"
# The remote is shared by every checkout that runs this script: point it at this one's repo.
flatpak --user remote-modify --url="file://$work/repo" "$remote"
flatpak --user install -y --noninteractive --or-update "$remote" "$runtime_id//$branch"

step "Package ($app_id)"
# The local manifest sets "separate-locales": false: flatpak-builder would otherwise move
# /app/share/locale into a .Locale extension, which build-bundle leaves out of the bundle.
# (The Flathub manifest keeps the default: Flathub ships that extension.)
sed -e "s|@RUNTIME@|$runtime_id|g" -e "s|@BRANCH@|$branch|g" -e "s|@PREFIX@|$work/app-prefix|g" \
    "$here/local-manifest.json.in" > "$work/$app_id.json"
flatpak-builder --user --disable-rofiles-fuse --disable-download --force-clean \
    --state-dir="$work/builder-state" --repo="$work/repo" "$work/build-dir" "$work/$app_id.json"
flatpak build-bundle "$work/repo" "$bundle" "$app_id"
flatpak --user install -y --noninteractive --reinstall --bundle "$bundle"

step "Locales and translations in the sandbox"
flatpak run --user --command=locale "$app_id" -a
# glibc in the sandbox knows each language: `locale` under its LANG says nothing on stderr
# (no "Cannot set LC_*"). Set inside the sandbox only: the host needs none of them.
for lang in en_US.UTF-8 zh_CN.UTF-8 zh_TW.UTF-8; do
    complaint=$(flatpak run --user --env=LANG="$lang" --unset-env=LC_ALL --unset-env=LANGUAGE \
        --command=locale "$app_id" 2>&1 >/dev/null)
    if [ -n "$complaint" ]; then
        echo "error: $lang is not a locale in the sandbox: $complaint" >&2
        exit 1
    fi
done
# The app's .mo files are in the installed bundle, where it looks for them.
want=""
if [ -d "$work/app-prefix/share/locale" ]; then
    want=$(cd "$work/app-prefix" && find share/locale -name '*.mo' | sort)
fi
have=$(flatpak run --user --command=sh "$app_id" -c 'cd /app && find share/locale -name "*.mo" 2>/dev/null | sort')
if [ "$have" != "$want" ]; then
    echo "error: the installed app's translations ($(paste -sd ' ' <<<"${have:-none}")) are not" \
        "those in $work/app-prefix ($(paste -sd ' ' <<<"${want:-none}"))" >&2
    exit 1
fi
echo "locales: ok; translations in the bundle: $(paste -sd ' ' <<<"${have:-none}")"

step "Run in the sandbox (Xvfb)"
data="$HOME/.var/app/$app_id/data/$app_id"
rm -rf "$HOME/.var/app/$app_id"
# run_once SCREENSHOT [FLATPAK-RUN-OPTION...]: runs the app until its window shows, waits
# for it to settle, takes the screenshot and quits it; fails, with what the app said, if
# the app ends before (a library missing from the runtime ends it at once) or shows no
# window within 60 s.
run_once() {
    xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" bash -c '
        log=$(mktemp)
        dbus-run-session -- flatpak run --user "${@:3}" "$1" >"$log" 2>&1 & app=$!
        for _ in $(seq 600); do
            xdotool search --onlyvisible --name . >/dev/null 2>&1 && break
            if ! kill -0 $app 2>/dev/null; then
                echo "error: the app ended before showing its window:" >&2; cat "$log" >&2; exit 1
            fi
            sleep 0.1
        done
        if ! xdotool search --onlyvisible --name . >/dev/null 2>&1; then
            echo "error: the app showed no window within 60 s:" >&2; cat "$log" >&2; kill $app; exit 1
        fi
        sleep 3
        import -window root "$2"
        kill $app; wait $app 2>/dev/null || true
        cat "$log"' _ "$app_id" "$@"
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
# The same data in Simplified Chinese: GTK's and the app's translations, CJK glyphs.
run_once "$work/screenshot-zh_CN.png" --env=LANG=zh_CN.UTF-8 --unset-env=LC_ALL --unset-env=LANGUAGE

step "Done"
echo "bundle:     $bundle ($(du -h "$bundle" | cut -f1))"
echo "runtime:    $(du -sh "$(flatpak --user info --show-location "$runtime_id//$branch")" | cut -f1) installed"
echo "screenshot: $work/screenshot-first-run.png"
echo "screenshot: $work/screenshot-zh_CN.png"

#!/usr/bin/env bash
# Installs what `corolift compile --target aarch64-unknown-linux-gnu` and its tests need on a
# Debian 12 (bookworm) x86_64 machine, and builds the aarch64 runtime staticlib:
#
#   * the cross C toolchain and libc (gcc-aarch64-linux-gnu, libc6-dev-arm64-cross) — the linker;
#   * qemu-user (qemu-aarch64) — runs the executables;
#   * Debian's rustc-web (rustc 1.96 at /usr/bin/rustc) plus the aarch64 std rlibs of the same
#     version (libstd-rust-web-dev:arm64), unpacked into a private sysroot: rustup cannot fetch the
#     aarch64 std here, Debian can. The arm64 package is only unpacked (dpkg-deb -x), never
#     installed, so no libc6:arm64 enters the system (see "glibc mixing" below);
#   * with --build-runtime: target/aarch64-unknown-linux-gnu/release/libcorolift_runtime.a
#     (rustup's cargo driving Debian's rustc with --sysroot; host build scripts stay on rustup's
#     rustc settings through cargo's usual host/target split).
#
# Idempotent and cache-friendly: every step checks first and prints what it does; the sysroot is
# kept in $COROLIFT_AARCH64_SYSROOT (default ~/.cache/corolift/aarch64-sysroot), the .deb in
# ~/.cache/corolift/debs. A second run does nothing but checks (~1 s).
#
# glibc mixing: running a dynamically linked aarch64 program with qemu-aarch64 must take ld.so and
# libc.so from the same build. `qemu-aarch64 -L /usr/aarch64-linux-gnu` alone is not enough if
# libc6:arm64 (multiarch, /lib/aarch64-linux-gnu) is also installed: the loader from one and libc
# from the other hang in thread creation. Always run as
#   qemu-aarch64 -L /usr/aarch64-linux-gnu -E LD_LIBRARY_PATH=/usr/aarch64-linux-gnu/lib ./prog
# (corolift's tests do), or link with -static.
#
# Usage: scripts/aarch64-toolchain.sh [--build-runtime] [--print-env]
#   --print-env   only print the environment the other tools read, install nothing
# Needs root (apt-get) unless everything is present already.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
workspace="$(cd "$here/.." && pwd)"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/corolift"
sysroot="${COROLIFT_AARCH64_SYSROOT:-$cache/aarch64-sysroot}"
triple=aarch64-unknown-linux-gnu
deb_rustc=/usr/bin/rustc

build_runtime=0
print_env=0
for a in "$@"; do
  case "$a" in
    --build-runtime) build_runtime=1 ;;
    --print-env) print_env=1 ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0
      ;;
    *)
      echo "aarch64-toolchain: unknown argument '$a' (try --help)" >&2
      exit 2
      ;;
  esac
done

say() { printf 'aarch64-toolchain: %s\n' "$*"; }

print_env() {
  echo "export COROLIFT_AARCH64_RUSTC=$deb_rustc"
  echo "export COROLIFT_AARCH64_SYSROOT=$sysroot"
}

if [[ $print_env == 1 ]]; then
  print_env
  exit 0
fi

# --- 1. Debian packages (amd64 only) -------------------------------------------------------
need=()
for p in gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user rustc-web; do
  if dpkg -s "$p" >/dev/null 2>&1; then
    say "have $p"
  else
    need+=("$p")
  fi
done
if [[ ${#need[@]} -gt 0 ]]; then
  say "apt-get install ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
rustc_web_ver="$(dpkg-query -W -f='${Version}' rustc-web)"
say "Debian rustc: $("$deb_rustc" --version) (rustc-web $rustc_web_ver)"

# --- 2. the aarch64 std rlibs of the same version, in a private sysroot ----------------------
stamp="$sysroot/.rustc-web-version"
if [[ -d "$sysroot/usr/lib/rustlib/$triple/lib" && "$(cat "$stamp" 2>/dev/null)" == "$rustc_web_ver" ]]; then
  say "have sysroot $sysroot (libstd-rust-web-dev:arm64 $rustc_web_ver)"
else
  if ! dpkg --print-foreign-architectures | grep -qx arm64; then
    say "dpkg --add-architecture arm64 (for apt-get download only; nothing arm64 is installed)"
    dpkg --add-architecture arm64
    apt-get update -qq
  fi
  debs="$cache/debs"
  mkdir -p "$debs"
  # apt-get download spells an epoch's ':' as %3a in the file name.
  deb="$debs/libstd-rust-web-dev_${rustc_web_ver//:/%3a}_arm64.deb"
  if [[ -f "$deb" ]]; then
    say "have $deb"
  else
    say "apt-get download libstd-rust-web-dev:arm64=$rustc_web_ver into $debs"
    (cd "$debs" && apt-get download -qq -o APT::Sandbox::User=root "libstd-rust-web-dev:arm64=$rustc_web_ver")
  fi
  say "unpacking $(basename "$deb") into $sysroot"
  rm -rf "$sysroot"
  mkdir -p "$sysroot"
  dpkg-deb -x "$deb" "$sysroot"
  echo "$rustc_web_ver" >"$stamp"
fi

# --- 3. optionally, the runtime staticlib for aarch64 -----------------------------------------
if [[ $build_runtime == 1 ]]; then
  # The crate is also a cdylib, which needs the cross linker.
  say "cargo build --release -p corolift-runtime --target $triple (RUSTC=$deb_rustc, --sysroot, linker aarch64-linux-gnu-gcc)"
  (cd "$workspace" && RUSTC="$deb_rustc" RUSTFLAGS="--sysroot=$sysroot/usr" \
    CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc \
    cargo build --quiet --release -p corolift-runtime --target "$triple")
  say "built ${CARGO_TARGET_DIR:-$workspace/target}/$triple/release/libcorolift_runtime.a"
fi

say "ready; the environment corolift's tests and scripts read:"
print_env

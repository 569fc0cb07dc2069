# Node's memory settings for the server, sourced by scripts/start.sh and by the benches to start a
# build as production does (bench/lib/release-server.ts). Decision 083: a 1 GB heap limit, so V8
# lets the heap grow 1.6-fold between full collections rather than fourfold; V8's young
# generation in semi-spaces of 8 MB (16 by default); one V8 helper thread (4 by default) and two
# malloc arenas (glibc's default: 8 per core), since what the helper threads had compiled or
# collected stayed resident in arenas of their own. An operator's own NODE_OPTIONS and
# MALLOC_ARENA_MAX come after these and win.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=8 --v8-pool-size=1${NODE_OPTIONS:+ $NODE_OPTIONS}"

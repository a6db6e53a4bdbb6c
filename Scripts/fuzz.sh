#!/usr/bin/env bash
# Builds one libFuzzer target from the package's sources and runs it for a bounded time.
#
#   Scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags…]
#   Scripts/fuzz.sh TARGET build       # build the harness only (what .ci/run does for each)
#
# TARGET is one of:
#   theme     the theme loader (Theme.load(data:fileName:)) on arbitrary bytes
#   overview  the overview decoder (Overview.decode(from:source:)) on arbitrary bytes
#   compile   decode + StatsOverviewBlock.compile + canonical JSON + read back, on arbitrary bytes
#   tokens    the DTCG token document reader (TokenTree.read) on arbitrary bytes
#   resolver  the DTCG resolver reader (TokenResolver.read, check, every named input) on a
#             resolver document and the token files it may name, 0-separated (a virtual file system)
#
# The harness (Fuzz/<Target>/main.swift) is compiled into the module it tests, with
# `-sanitize=fuzzer,address`, so internal names are reachable and a crash's stack is readable.
# The corpus lives in .build/fuzz/<target>/corpus (kept between runs, seeded on each run from
# docs/examples and Fuzz/Seeds/<target>); crashes land in .build/fuzz/<target>/ as
# crash-*, oom-*, timeout-* files. The run's log is .build/fuzz/<target>/fuzz.log.
# docs/errors.md ("Fuzzing") records the runs made so far.
set -euo pipefail
cd "$(dirname "$0")/.."

# The whole script is one function, read before it runs, so editing this file during a long
# run cannot change the run.
main() {

  target="${1:?usage: Scripts/fuzz.sh theme|overview|compile|tokens|resolver SECONDS [libFuzzer flags]}"
  seconds="${2:?usage: Scripts/fuzz.sh TARGET SECONDS}"
  shift 2

  work=".build/fuzz/$target"
  mkdir -p "$work/corpus" "$work/obj"
  # One package name for every module, as SwiftPM passes it, so `package` declarations are shared.
  flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -Onone -g -package-name SPBlocks)

  # JSONDocuments (the one JSON reader) as its own module, which every target imports.
  build_json_module() {
    swiftc "${flags[@]}" -module-name JSONDocuments -emit-library -static -emit-module \
      -emit-module-path "$work/obj/JSONDocuments.swiftmodule" Sources/JSONDocuments/*.swift \
      -o "$work/obj/libJSONDocuments.a"
  }

  # SPTheme as its own module (object + .swiftmodule), for the targets that import it.
  build_sptheme_module() {
    swiftc "${flags[@]}" -module-name SPTheme -emit-library -static -emit-module -I "$work/obj" \
      -emit-module-path "$work/obj/SPTheme.swiftmodule" $(find Sources/SPTheme -name '*.swift' | sort) \
      -o "$work/obj/libSPTheme.a"
  }

  case "$target" in
    theme)
      # The harness and its structured generator (Fuzz/ThemeLoad/ThemeGenerator.swift).
      build_json_module
      swiftc "${flags[@]}" -module-name SPTheme -I "$work/obj" $(find Sources/SPTheme Fuzz/ThemeLoad -name '*.swift' | sort) \
        -L "$work/obj" -lJSONDocuments -o "$work/fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
      seeds=(docs/examples Fuzz/Seeds/theme)
      ;;
    tokens | resolver)
      # Compiled into SPTheme like the theme harness, so the readers' internal names are reachable.
      if [ "$target" = tokens ]; then harness=Fuzz/TokenDocument; else harness=Fuzz/ResolverRead; fi
      build_json_module
      swiftc "${flags[@]}" -module-name SPTheme -I "$work/obj" $(find Sources/SPTheme "$harness" Fuzz/TokenProblems -name '*.swift' | sort) \
        -L "$work/obj" -lJSONDocuments -o "$work/fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
      seeds=("Fuzz/Seeds/$target")
      ;;
    overview | compile)
      if [ "$target" = overview ]; then harness=Fuzz/OverviewDecode/main.swift; else harness=Fuzz/CompilePipeline/main.swift; fi
      build_json_module
      build_sptheme_module
      swiftc "${flags[@]}" -module-name BlockSpec -I "$work/obj" \
        $(find Sources/BlockSpec -name '*.swift' | sort) "$harness" -L "$work/obj" -lSPTheme -lJSONDocuments \
        -o "$work/fuzz-$target" 2> >(grep -v "Cannot export local symbol" >&2)
      seeds=(docs/examples Fuzz/Seeds/overview)
      ;;
    *)
      echo "unknown target '$target': theme, overview, compile, tokens or resolver" >&2
      exit 64
      ;;
  esac

  if [ "$seconds" = build ]; then
    echo "built $work/fuzz-$target"
    return 0
  fi

  # Every seed file (the theme seeds include generator programs, gen-*.bin: a 0 byte, then
  # the program; see Fuzz/ThemeLoad/ThemeGenerator.swift).
  for dir in "${seeds[@]}"; do
    [ -d "$dir" ] && find "$dir" -type f \( -name '*.json' -o -name '*.bin' \) -exec cp {} "$work/corpus/" \;
  done
  echo "corpus before: $(find "$work/corpus" -type f | wc -l) files"

  # -rss_limit_mb bounds memory per input: a leak or an input that balloons fails as oom-*.
  # -max_len 65536 lets whole example files mutate; -timeout catches hangs (a slow input is a bug).
  # -print_final_stats gives the executions and peak RSS recorded in docs/errors.md.
  cd "$work"
  # Let libFuzzer and ASan report a trap themselves rather than Swift's backtracer.
  export SWIFT_BACKTRACE=enable=no
  # The theme harness's generated documents reach 1 MiB and tens of thousands of problems,
  # which take up to about 25 s in this -Onone, address-sanitised build (0.5 s in release); a
  # quadratic loader takes hours there, so 60 s still catches one.
  timeout=10
  [ "$target" = theme ] && timeout=60
  ./"fuzz-$target" corpus -max_total_time="$seconds" -max_len=65536 -timeout="$timeout" -rss_limit_mb=2048 \
    -print_final_stats=1 "$@" 2>&1 | tee fuzz.log | grep -v '^#[0-9]*.*\(NEW\|REDUCE\|pulse\)' || true
  echo "corpus after: $(find corpus -type f | wc -l) files"
  grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb' fuzz.log || true
  if ls crash-* oom-* timeout-* leak-* 2>/dev/null; then
    echo "the fuzzer found failing inputs (above), in $work" >&2
    exit 1
  fi
}

main "$@"
exit

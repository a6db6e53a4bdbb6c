/// The process's exit status, following BSD `sysexits.h` so a build script can tell a mistake in
/// its own command line (64) from bad data (65) or a file problem (66, 73, 74).
///
/// `docs/cli.md` lists each code with the failures that give it; keep the two in step.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Everything asked for was done.
  case success = 0
  /// `check-theme` loaded the theme but a required contrast check failed.
  case checkFailed = 1
  /// `EX_USAGE`: the command line is wrong (unknown flag, missing or bad value, conflicting flags).
  case usage = 64
  /// `EX_DATAERR`: an input file was read but is not a valid overview or theme.
  case dataError = 65
  /// `EX_NOINPUT`: an input file (overview or theme) does not exist or cannot be read.
  case noInput = 66
  /// `EX_CANTCREAT`: the `--output` file cannot be written; any existing file is left untouched.
  case cannotCreate = 73
  /// `EX_IOERR`: writing to standard output failed (a closed pipe, a full disk).
  case ioError = 74
}

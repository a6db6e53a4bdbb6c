import BlockSpec
import Testing

@testable import SpecCompileKit

@Suite("Argument scanning")
struct ArgumentScannerTests {
  private let options = CompileOptions.all

  @Test("--name value and --name=value mean the same")
  func spellingsOfAValue() {
    let spaced = ArgumentScanner.scan(["--theme", "dark", "--width", "320"], options: options)
    let joined = ArgumentScanner.scan(["--theme=dark", "--width=320"], options: options)
    #expect(spaced == joined)
    #expect(spaced.values == ["theme": "dark", "width": "320"])
    #expect(spaced.problems.isEmpty)
  }

  @Test("a value may contain '=' and start with a dash when joined with '='")
  func joinedValuesKeepEverythingAfterTheFirstEquals() {
    let scanned = ArgumentScanner.scan(["--error-message=--a=b"], options: options)
    #expect(scanned.values["error-message"] == "--a=b")
    #expect(scanned.problems.isEmpty)
  }

  @Test("'--' ends the options; a lone '-' is a positional argument")
  func endOfOptions() {
    let scanned = ArgumentScanner.scan(["--pretty", "--", "--sample", "-"], options: options)
    #expect(scanned.flags == ["pretty"])
    #expect(scanned.positionals == ["--sample", "-"])
    #expect(ArgumentScanner.scan(["-"], options: options).positionals == ["-"])
  }

  @Test("-h is --help")
  func shortHelp() {
    #expect(ArgumentScanner.scan(["-h"], options: options).has(.help))
  }

  @Test("a value option at the end, or followed by another option, is missing its value")
  func missingValues() {
    let atEnd = ArgumentScanner.scan(["--width"], options: options)
    #expect(atEnd.problems == ["missing value for --width <points>"])
    let beforeOption = ArgumentScanner.scan(["--dynamic-type", "--pretty"], options: options)
    #expect(
      beforeOption.problems.first?.hasPrefix("missing value for --dynamic-type <size> (one of: xSmall")
        == true)
    #expect(beforeOption.flags == ["pretty"])
  }

  @Test("#23.10 a value that starts with a dash is missing, and the message names the --name=value form")
  func dashValues() {
    let scanned = ArgumentScanner.scan(["--error-message", "-1 retries left", "--pretty"], options: options)
    #expect(
      scanned.problems == [
        "missing value for --error-message <text>: '-1 retries left' starts with a dash, so it reads as an option; give it as --error-message='-1 retries left'"
      ])
    // The word is the value that went missing, not a second problem as an unknown option.
    #expect(scanned.flags == ["pretty"] && scanned.positionals.isEmpty)
    // Followed by an option the scanner knows, the value is missing and the option is read.
    #expect(
      ArgumentScanner.scan(["--width", "--pretty"], options: options).problems == [
        "missing value for --width <points>"
      ])
    // A word starting `--` is a mistyped option more often than a value, and is reported as one.
    #expect(
      ArgumentScanner.scan(["--width", "--prety"], options: options).problems == [
        "missing value for --width <points>", "unknown option '--prety' (did you mean '--pretty'?)",
      ])
  }

  @Test("a negative number is taken as a value, so its own check can explain it")
  func negativeNumbersAreValues() {
    #expect(ArgumentScanner.scan(["--scrub", "-1"], options: options).values["scrub"] == "-1")
  }

  @Test("a switch given a value is an error")
  func switchWithValue() {
    let scanned = ArgumentScanner.scan(["--pretty=yes"], options: options)
    #expect(scanned.problems == ["--pretty takes no value, but was given '--pretty=yes'"])
  }

  @Test("an option given twice is an error, not a silent override")
  func repeatedOption() {
    let scanned = ArgumentScanner.scan(["--theme", "dark", "--theme=light"], options: options)
    #expect(scanned.problems == ["--theme is given more than once; give it once"])
  }

  @Test(
    "an unknown option is named, with the nearest known one",
    arguments: [
      ("--them", "unknown option '--them' (did you mean '--theme'?)"),
      ("--reduce-motoin", "unknown option '--reduce-motoin' (did you mean '--reduce-motion'?)"),
      ("-theme", "unknown option '-theme' (did you mean '--theme'?)"),
      ("--colour", "unknown option '--colour'"),
      ("-x", "unknown option '-x'"),
    ])
  func unknownOptions(argument: String, message: String) {
    #expect(ArgumentScanner.scan([argument], options: options).problems == [message])
  }

  @Test("a mistyped option's value is not reported again as a stray argument")
  func typoSwallowsItsValue() {
    let scanned = ArgumentScanner.scan(["--them", "dark", "--colour", "red"], options: options)
    #expect(
      scanned.problems == ["unknown option '--them' (did you mean '--theme'?)", "unknown option '--colour'"])
    #expect(scanned.positionals == ["red"])
  }

  @Test("every problem is reported, not just the first")
  func problemsAccumulate() {
    let scanned = ArgumentScanner.scan(["--nope", "--width", "--pretty=1"], options: options)
    #expect(scanned.problems.count == 3)
  }
}

@Suite("Near-miss suggestions")
struct NearMissTests {
  @Test(
    "close typos are suggested; distant words are not",
    arguments: [
      ("xxxlarge", "xxxLarge"), ("acessibility2", "accessibility2"), ("1m", "1M"), ("drak", "dark"),
      ("purple", nil), ("x", nil),
    ] as [(String, String?)])
  func suggestions(word: String, expected: String?) {
    let candidates = ["xxxLarge", "accessibility2", "1M", "1W", "dark", "light"]
    #expect(NearMiss.suggestion(for: word, among: candidates) == expected)
  }

  @Test("a swap of two neighbouring letters is one edit")
  func transposition() {
    #expect(NearMiss.editDistance(Array("hte"), Array("the")) == 1)
    #expect(NearMiss.editDistance(Array(""), Array("abc")) == 3)
    #expect(NearMiss.editDistance(Array("kitten"), Array("sitting")) == 3)
  }
}

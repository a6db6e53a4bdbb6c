import Foundation

/// The shipped themes: one resolver document (`Themes/tokens/themes.resolver.json`, embedded)
/// with modifiers for appearance, contrast and brand, and a name for each input it lists
/// (`dark` is `appearance=dark`). A shipped theme is its input resolved and bound by the block
/// roles (`Theme(tokens:name:)`), as `--theme Themes/tokens/themes.resolver.json --input …` is.
///
/// A theme file's root `$extends: "dark"` (our own mechanism, kept for existing files) builds
/// on the same input's merged document: the resolver's sources laid over one another in its
/// resolution order, aliases not yet followed, so a child that overrides `color.palette.blue`
/// changes every role that aliases it, as it did when the shipped themes were files.
///
/// Each theme and each merged document is made once, on first use, and kept.
enum ShippedThemes {
  /// The embedded resolver. The embedded files are checked by the tests (every named input
  /// resolves to a complete theme), so a failure here is a build that skipped them.
  static let resolver: TokenResolver = {
    let files = EmbeddedThemes.files.mapValues { Data($0.utf8) }
    do throws(TokenError) {
      var resolver = try TokenResolver.read(
        data: files[EmbeddedThemes.resolver]!, file: EmbeddedThemes.resolver, baseURL: nil,
        embeddedFiles: files, options: TokenReadingOptions())
      // The texts only place problems, which the tested files do not have; kept for the
      // process's life they would be 50 kB held for nothing (and `Data`'s spare-bit pointers
      // read as leaked to the fuzzers' LeakSanitizer).
      resolver.texts = [:]
      return resolver
    } catch {
      fatalError("the embedded shipped themes do not read: \(error)")
    }
  }()

  /// The themes' names, sorted: `brand`, `dark`, `dark-high-contrast`, …
  static let names: [String] = resolver.namedInputs.keys.sorted()

  private static let cache = Cache()

  /// The shipped theme `name`; nil when there is none.
  static func theme(named name: String) -> Result<Theme, ThemeError>? {
    guard let input = resolver.namedInputs[name] else { return nil }
    return cache.theme(name) {
      do throws(TokenError) {
        let tree = try resolver.resolve(input)
        return .success(try Theme(tokens: tree, name: name, fallingBackToShipped: false))
      } catch {
        return .failure(themeError(error, name: name))
      }
    }
  }

  /// The merged document of the input `name`, as a theme file that `$extends` it builds on;
  /// nil when there is none.
  static func document(named name: String) -> Result<TokenDocument, ThemeError>? {
    guard let input = resolver.namedInputs[name] else { return nil }
    return cache.document(name) {
      do throws(TokenError) {
        let (document, errors) = TokenDocument.parse(
          Data(try mergedText(input).utf8), file: "\(name).json")
        if let error = ThemeError.combining(errors) { return .failure(error) }
        guard let document else { return .failure(themeError(nil, name: name)) }
        return .success(document)
      } catch {
        return .failure(themeError(error, name: name))
      }
    }
  }

  /// The merged document of `name`'s input as JSON text (keys sorted, two-space indents): a
  /// complete theme file, the starting point `Theme.shippedSource(named:)` hands out.
  static func source(named name: String) -> String? {
    guard let input = resolver.namedInputs[name] else { return nil }
    return try? mergedText(input) + "\n"
  }

  private static func mergedText(_ input: [String: String]) throws(TokenError) -> String {
    JSONValue.object(try resolver.merged(input).root).jsonText()
  }

  /// A problem with the embedded themes as a `ThemeError` (not reached when the tests pass).
  private static func themeError(_ error: TokenError?, name: String) -> ThemeError {
    ThemeError(
      .missingToken, file: "\(name).json", path: "",
      expected: "the shipped theme \(name) from \(EmbeddedThemes.resolver)",
      found: error.map { "\($0)" } ?? "no document")
  }

  /// Themes and documents made once, whichever thread asks first.
  private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var themes: [String: Result<Theme, ThemeError>] = [:]
    private var documents: [String: Result<TokenDocument, ThemeError>] = [:]

    func theme(_ name: String, make: () -> Result<Theme, ThemeError>) -> Result<Theme, ThemeError> {
      lock.lock()
      defer { lock.unlock() }
      if let known = themes[name] { return known }
      let made = make()
      themes[name] = made
      return made
    }

    func document(_ name: String, make: () -> Result<TokenDocument, ThemeError>)
      -> Result<TokenDocument, ThemeError>
    {
      lock.lock()
      defer { lock.unlock() }
      if let known = documents[name] { return known }
      let made = make()
      documents[name] = made
      return made
    }
  }
}

extension Theme {
  /// Every token of the shipped theme `name`, resolved from the embedded resolver (what its
  /// JSON export writes: the roles and everything else, system colours and materials
  /// included); nil for a name that is not shipped.
  public static func shippedTokens(named name: String) throws(TokenError) -> TokenTree? {
    guard let input = ShippedThemes.resolver.namedInputs[name] else { return nil }
    return try ShippedThemes.resolver.resolve(input)
  }
}

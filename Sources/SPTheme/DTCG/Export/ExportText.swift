import JSONDocuments

/// Text from an input (a theme's name, a context's name, a font family, a description) written
/// into an export, escaped for the place it lands. A token file is not trusted: a name holding a
/// newline would end a Swift `//` comment and put statements at the top level of a file an app
/// compiles, and one holding `*/` would end a CSS comment and add rules to a stylesheet. So
/// every such text goes through one of these, and none reaches an export raw (#23.1).
///
/// The rule for each place:
/// - a comment (Swift or CSS) is one line, with what cannot be seen written as a JSON escape
///   (`MessageText.oneLine`: a newline is `\n`, a bidi control `\u202E`); in CSS `*/` is written
///   `*\/` and `<` as `\3C`, so the comment neither ends early nor closes an HTML `<style>`;
/// - a Swift string literal uses Swift's escapes, and writes every hidden scalar as `\u{…}`;
/// - a CSS string uses CSS escapes (`\A ` for a newline, `\22 ` never needed: `\"`), and
///   writes `<`, `>` and every hidden scalar as a hexadecimal escape.
enum ExportText {
  /// `text` for a Swift `//` or `///` comment: one line, nothing hidden.
  static func swiftComment(_ text: String) -> String { MessageText.oneLine(text) }

  /// `text` for the inside of a CSS `/* … */` comment: one line, no `*/`, no `<`.
  static func cssComment(_ text: String) -> String {
    MessageText.oneLine(text).replacingOccurrences(of: "*/", with: "*\\/")
      .replacingOccurrences(of: "<", with: "\\3C")
  }

  /// `text` as a Swift string literal. Swift's escapes are not JSON's (`\u{8}`, not `\u0008`;
  /// no `\b` or `\f`), so a family name with a control character still compiles, and a bidi
  /// control cannot reorder how the source reads.
  static func swiftLiteral(_ text: String) -> String {
    quoted(text) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      case _ where VisibleText.isHidden(scalar): "\\u{" + String(scalar.value, radix: 16) + "}"
      default: nil
      }
    }
  }

  /// `text` as a CSS string (CSS Syntax §4.3.5): a newline or any other hidden scalar, `<` and
  /// `>` as a hexadecimal escape followed by a space, which ends the escape.
  static func cssString(_ text: String) -> String {
    quoted(text) { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      // NUL is not allowed even escaped (it reads as U+FFFD): write the replacement itself.
      case "\u{0}": "\\FFFD "
      case "<", ">",
        _ where VisibleText.isHidden(scalar):
        "\\" + String(scalar.value, radix: 16).uppercased() + " "
      default: nil
      }
    }
  }

  /// The `data-` attribute a resolver modifier is chosen by: `data-` and the name in kebab case,
  /// as a property name is (`colorScheme` → `data-color-scheme`, what `element.dataset.colorScheme`
  /// sets), so it is always one CSS identifier whatever the name holds.
  static func cssDataAttribute(_ modifier: String) -> String { "data-" + TokenCSSExport.kebab(modifier) }

  /// The attribute selector `[data-<modifier>="<context>"]`: the context is a CSS string, so a
  /// quote or a bracket in it ends nothing.
  static func cssAttributeSelector(modifier: String, context: String) -> String {
    "[" + cssDataAttribute(modifier) + "=" + cssString(context) + "]"
  }

  /// `text` between double quotes, each scalar written as `escape` says (nil: as it is).
  private static func quoted(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if let escaped = escape(scalar) { result += escaped } else { result.unicodeScalars.append(scalar) }
    }
    return result + "\""
  }
}

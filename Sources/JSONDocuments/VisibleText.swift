/// What a reader can see of a text. Two rules rest on it: a label must show something (the
/// overview's labels and ids), and a message writes out what cannot be seen as an escape
/// (`MessageText`), so a problem reads the same in any terminal and a name cannot hide in it.
package enum VisibleText {
  /// Whether `text` has a character that shows by itself: not only spaces, controls, format
  /// characters, default-ignorable code points or marks.
  package static func hasVisibleCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isVisible)
  }

  /// A letter, number, punctuation mark, symbol or private-use character (an icon font's glyph)
  /// that is not default-ignorable. Marks combine with what comes before them and show nothing
  /// alone; unassigned code points have no glyph. U+2800, the blank Braille pattern, is a
  /// symbol drawn as nothing.
  package static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value > 0x20 && scalar.value < 0x7F }
    guard !scalar.properties.isDefaultIgnorableCodePoint, scalar.value != 0x2800 else { return false }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .privateUse:
      return true
    default:
      return false
    }
  }

  /// Whether a message must write `scalar` as an escape: it shows nothing, or it changes how
  /// the text around it is shown or where lines break. Controls (C0, DEL, C1: among them the
  /// escape that starts terminal sequences), format characters (bidi controls, zero-width
  /// spaces and joiners, the byte order mark, tags), line and paragraph separators, every space
  /// but U+0020, default-ignorable code points (variation selectors, Hangul fillers) and
  /// U+2800. Marks and unassigned code points are written as they are.
  package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    if scalar.properties.isDefaultIgnorableCodePoint || scalar.value == 0x2800 { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: return true
    default: return false
    }
  }

  /// Whether a hidden scalar is part of what is shown around it, and so written as it is: a
  /// joiner between two shown characters (an emoji sequence, a Persian or Indic word), a
  /// variation selector after a shown character (`❤️`), a tag in a flag's tag sequence
  /// (🏴 followed by tags, as in England's flag).
  static func isAttached(
    _ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, before next: Unicode.Scalar?,
    inTagSequence: Bool
  ) -> Bool {
    guard let previous else { return false }
    let properties = scalar.properties
    if properties.isJoinControl {
      guard let next else { return false }
      return showsWithNeighbours(previous) && showsWithNeighbours(next)
    }
    if properties.isVariationSelector { return showsWithNeighbours(previous) }
    if (0xE0020...0xE007F).contains(scalar.value) { return inTagSequence }
    return false
  }

  /// Shown characters, the marks that sit on them and the selectors that pick their form.
  private static func showsWithNeighbours(_ scalar: Unicode.Scalar) -> Bool {
    if isVisible(scalar) || scalar.properties.isVariationSelector { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// The black flag that starts a tag sequence (`🏴` + tags + cancel tag).
  static let tagBase: UInt32 = 0x1F3F4
}

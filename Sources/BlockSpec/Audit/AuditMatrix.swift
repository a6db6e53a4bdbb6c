import Dispatch
import Foundation
import SPTheme

/// The environments an audit compiles a document in: every theme × Dynamic Type size × width ×
/// Reduce Motion setting × locale × block state given, each a case of its own.
public struct AuditMatrix: Sendable {
  /// A theme as the command line names it (`dark`, `./brand.json`) and as loaded.
  public struct NamedTheme: Sendable {
    public var name: String
    public var theme: Theme
    public init(name: String, theme: Theme) {
      self.name = name
      self.theme = theme
    }
  }

  /// One of the block's states, with the command-line flags that compile it.
  public struct State: Hashable, Sendable {
    /// How a report names it: `loaded`, `scrub first`, `range 1Y`.
    public var name: String
    /// `["--phase", "error"]`.
    public var flags: [String]
    public init(name: String, flags: [String]) {
      self.name = name
      self.flags = flags
    }
  }

  /// One environment of the matrix, by its coordinates.
  public struct Case: Hashable, Sendable {
    public var theme: Int
    public var size: Int
    public var width: Int
    public var reduceMotion: Bool
    public var locale: Int
    public var state: Int
  }

  public var themes: [NamedTheme]
  public var sizes: [DynamicTypeStep]
  public var widths: [Double]
  public var reduceMotion: [Bool]
  public var locales: [Locale]
  public var states: [State]

  /// The default widths: the narrowest iPhone column and three common ones.
  public static let defaultWidths: [Double] = [320, 375, 390, 430]

  public init(
    themes: [NamedTheme], sizes: [DynamicTypeStep] = DynamicTypeStep.allCases,
    widths: [Double] = AuditMatrix.defaultWidths, reduceMotion: [Bool] = [false, true],
    locales: [Locale] = [Locale(identifier: "en_US")], states: [State]
  ) {
    self.themes = themes
    self.sizes = sizes
    self.widths = widths
    self.reduceMotion = reduceMotion
    self.locales = locales
    self.states = states
  }

  public var count: Int {
    themes.count * sizes.count * widths.count * reduceMotion.count * locales.count * states.count
  }

  /// The case at `index`, states varying fastest, themes slowest.
  public func `case`(at index: Int) -> Case {
    var rest = index
    func next(_ count: Int) -> Int {
      defer { rest /= count }
      return rest % count
    }
    let state = next(states.count)
    let locale = next(locales.count)
    let motion = next(reduceMotion.count)
    let width = next(widths.count)
    let size = next(sizes.count)
    return Case(
      theme: rest, size: size, width: width, reduceMotion: reduceMotion[motion], locale: locale, state: state)
  }

  public func environment(of item: Case, timeZone: TimeZone) -> BlockEnvironment {
    BlockEnvironment(
      dynamicTypeSize: sizes[item.size], width: widths[item.width], reduceMotion: item.reduceMotion,
      locale: locales[item.locale], timeZone: timeZone)
  }

  /// Compiles and audits every case, on every core, and returns each case's findings by index.
  ///
  /// - Parameter audit: compiles the case's tree and audits it; called concurrently.
  public func run(_ audit: @Sendable (Case) -> [AuditFinding]) -> [[AuditFinding]] {
    let total = count
    guard total > 0 else { return [] }
    let results = UnsafeMutableBufferPointer<[AuditFinding]>.allocate(capacity: total)
    results.initialize(repeating: [])
    defer { results.deallocate() }
    // Chunks of cases, more chunks than cores so a slow chunk does not hold the others up.
    let chunk = Swift.max(1, total / (ProcessInfo.processInfo.activeProcessorCount * 16))
    let chunks = (total + chunk - 1) / chunk
    let base = results.baseAddress!
    let shared = SendablePointer(base)
    DispatchQueue.concurrentPerform(iterations: chunks) { part in
      let end = Swift.min(total, (part + 1) * chunk)
      for index in part * chunk..<end {
        (shared.pointer + index).pointee = audit(self.case(at: index))
      }
    }
    return Array(results)
  }
}

/// A pointer handed to the worker threads, each writing only its own elements.
private struct SendablePointer: @unchecked Sendable {
  let pointer: UnsafeMutablePointer<[AuditFinding]>
  init(_ pointer: UnsafeMutablePointer<[AuditFinding]>) { self.pointer = pointer }
}

/// The values of `--phase`, in the order the Try again cycle runs through them, and the
/// `Phase` each one means.
enum PhaseFlag: String, CaseIterable, Sendable {
  case loaded
  case loading
  case error
  case retrying
  case retrySucceeded = "retry-succeeded"
  case retryFailed = "retry-failed"

  /// Whether the block shows an error, so `--error-message` has somewhere to appear.
  var showsError: Bool { self != .loaded && self != .loading }

  /// - Parameters:
  ///   - description: `--error-message`, the error's description (nil: the block's default).
  ///   - retryMessage: `--retry-message`, for `retry-failed` (nil: `defaultRetryMessage`).
  func phase(description: String?, retryMessage: String?) -> Phase {
    switch self {
    case .loaded: .loaded
    case .loading: .loading
    case .error: .failed(description: description, retry: .idle)
    case .retrying: .failed(description: description, retry: .running)
    case .retrySucceeded: .failed(description: description, retry: .succeeded)
    case .retryFailed:
      .failed(
        description: description,
        retry: .failed(message: retryMessage ?? StatsOverviewBlock.defaultRetryMessage))
    }
  }
}

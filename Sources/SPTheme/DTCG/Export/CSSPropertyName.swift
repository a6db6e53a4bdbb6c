/// The one naming rule of the CSS custom properties a theme's export declares and the web
/// reference renderer reads (#24): `--sp-` and the token's path in kebab case, by
/// `TokenCSSExport.kebab`'s rule (`color.textTertiary` → `--sp-color-text-tertiary`,
/// `material.thin` → `--sp-material-thin`, `tile.cornerRadius` → `--sp-tile-corner-radius`).
///
/// Every property of a theme's export is in the `sp-` namespace, values derived from a token
/// too (`motion.smooth.duration`, `type.largeTitle.fontSize`), so a page that links the export
/// re-skins what the renderer drew and nothing of the page's own. A raw token set's export
/// follows the same rule after its own `--prefix` (`--prefix sp` gives these names).
/// `Renderers/web/spblocks-renderer.js` (`tokenProperty`) implements the same rule; a test
/// checks they agree.
public enum CSSPropertyName {
  /// The namespace of a theme's properties and of the renderer's.
  public static let themePrefix = "sp"

  /// `--sp-` and `path` (its names separated by dots) in kebab case.
  public static func of(token path: String) -> String {
    "--\(themePrefix)-" + TokenCSSExport.kebab(path: path.split(separator: ".").map(String.init))
  }
}

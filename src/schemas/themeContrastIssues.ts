import { contrastRatio } from './contrastRatio'

/** WCAG 2 AA's minimum contrast for normal-size text. */
export const AA_TEXT_CONTRAST = 4.5

/** The widget's own colours (src/host/styles.ts), used for any key a theme leaves out. */
export const THEME_DEFAULTS: Readonly<Record<string, string>> = {
  primary: '#0f766e',
  'primary-text': '#ffffff',
  text: '#1f2933',
  muted: '#52606d',
  bg: '#ffffff',
  border: '#9aa5b1',
  error: '#b42318',
  focus: '#2563eb',
  surface: '#f5f7fa',
}

/** Every text colour of the widget's stylesheet and the background it is drawn on. */
export const TEXT_PAIRS: ReadonlyArray<readonly [text: string, background: string]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['error', 'bg'],
  ['primary-text', 'primary'],
  ['primary', 'bg'],
]

/**
 * The theme's text colours that fall under WCAG AA (4.5:1) against their background, as
 * `{ 'theme.<key>': message }`. The key named is the text colour when the theme sets it, else the
 * background it sets (the one the owner changed). Shared by the workspace form and the server, so
 * both refuse the same colours with the same words.
 */
export function themeContrastIssues(theme: Readonly<Record<string, string>>): Record<string, string> {
  const colour = (k: string) => theme[k] || THEME_DEFAULTS[k]!
  const issues: Record<string, string> = {}
  for (const [fg, bg] of TEXT_PAIRS) {
    const ratio = contrastRatio(colour(fg), colour(bg))
    const key = `theme.${theme[fg] ? fg : bg}`
    if (ratio < AA_TEXT_CONTRAST && !issues[key] && (theme[fg] || theme[bg])) {
      issues[key] = `${colour(fg)} on ${colour(bg)} has a contrast of ${ratio.toFixed(2)}:1; WCAG AA needs at least 4.5:1`
    }
  }
  return issues
}

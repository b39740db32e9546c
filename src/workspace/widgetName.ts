import type { WorkspaceText } from '../text/workspace.en'

/**
 * A widget as the workspace names it, never its code name: the embed builder's name for a clinic's
 * own widgets, the funnel's for the network's (the lead page's Source and the Funnel page agree).
 */
export const widgetName = (text: WorkspaceText, form: string): string => text.funnel.forms[form] ?? text.embed.forms[form] ?? form

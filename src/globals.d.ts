declare const __PETLEAD_VERSION__: string
declare const __PETLEAD_PURIFY_SRI__: string
declare const __PETLEAD_TEXT_SRI__: Record<string, string>

// Types of scripts/formNames.mjs for the TypeScript that imports it (the widget-list test).
export function formNames(file?: URL | string): string[]

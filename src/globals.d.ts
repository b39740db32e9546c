declare const __PETLEAD_VERSION__: string

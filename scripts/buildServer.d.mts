/** What every bundle of a server entry carries beside it (see buildServer.mjs). */
export const SERVER_WORKERS: Record<string, string>
/** Bundles server entries (name -> source, from the repository's root) into `outdir`, as production's build does (see buildServer.mjs). */
export function bundleServer(entryPoints: Record<string, string>, outdir: string): Promise<void>

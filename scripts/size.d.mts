// Types of scripts/size.mjs for the TypeScript that imports it (bench/size.ts).
export const UMD_GZIP_BUDGET: number
export const LOADER_GZIP_BUDGET: number
export const CHUNK_GZIP_BUDGETS: Record<string, number>
export const OTHER_CHUNK_GZIP_BUDGET: number
export const ALL_CHUNKS_GZIP_BUDGET: number
export const WORKSPACE_GZIP_BUDGET: number
export const WORKSPACE_CHUNK_GZIP_BUDGET: number
export function sizes(file: string): { file: string; raw: number; gzip: number; brotli: number }
export function chunkFiles(): string[]
export function workspaceChunks(): string[]

// The partner's type lives with its table (db/Partner.ts), so db/ imports nothing from clinics/.
export type { Logo, Partner } from '../db/Partner'

/** The seeded demo account for trying password recovery (documented in the README). */
export const DEMO_USER = { email: 'demo@petlead.test', password: 'PetLead-demo-1' } as const

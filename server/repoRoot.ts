import { packageRoot } from './packageRoot'

/** The package's root folder (the repository, or node_modules/petlead once installed): the default dist/ lives there. */
export const REPO_ROOT = packageRoot()

/**
 * downshift declares prop-types at module level; they only matter in development builds of
 * React. The bundle aliases 'prop-types' here: every validator is a no-op that also has
 * `.isRequired`, so none of prop-types' CommonJS code ships.
 */
type Validator = { (): Validator; isRequired: Validator }
const validator = (() => validator) as Validator
validator.isRequired = validator

const propTypes: Record<string, Validator> = new Proxy({}, { get: () => validator })
export default propTypes

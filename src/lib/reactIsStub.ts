/**
 * downshift imports `isForwardRef` from react-is (CommonJS) for its class component, which
 * PetLead does not use (only the hooks). Preact has no forward-ref element type to detect.
 */
export function isForwardRef(): boolean {
  return false
}

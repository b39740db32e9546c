/** Thrown when bytes claim to be an image but their structure is broken or carries extra data. */
export class InvalidImageError extends Error {}

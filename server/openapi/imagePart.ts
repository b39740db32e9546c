/** A photo as a multipart file part: JPEG, PNG or WebP by its bytes, at most 10 MB (the widget sends foto.jpg, image/jpeg). */
export const IMAGE_PART = {
  type: 'string',
  contentMediaType: 'image/jpeg',
  description: 'JPEG, PNG or WebP (checked by its bytes), at most 10 MB.',
}

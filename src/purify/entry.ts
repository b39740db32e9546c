import DOMPurify from 'dompurify'

/**
 * The entry of dist/petlead-purify.js: DOMPurify alone, fetched by the widget only when it is
 * about to show HTML from a server (the QR check's result, the service request's estimate).
 * Most visitors never open those screens, so they never pay its ~11 KB.
 */
;(globalThis as { PetLeadPurify?: typeof DOMPurify }).PetLeadPurify = DOMPurify

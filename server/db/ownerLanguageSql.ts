/**
 * The owner's language with each submission, which every later e-mail to the owner is written in ('en' for every row stored before), and the
 * Spanish labels of the reference lists (null where Spanish is the same as the English name).
 */
export const ownerLanguageSql = `
ALTER TABLE submissions ADD COLUMN lang text NOT NULL DEFAULT 'en';
ALTER TABLE submissions ADD CONSTRAINT submissions_lang_check CHECK (lang IN ('en', 'es'));
ALTER TABLE reference_items ADD COLUMN label_es text;
ALTER TABLE reference_items ADD COLUMN title_es text;
ALTER TABLE reference_items ADD COLUMN description_es text
`

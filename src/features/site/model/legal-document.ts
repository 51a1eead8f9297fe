/** A legal page's text: sections of paragraphs and optional bullet lists, rendered by `LegalDocument`. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalText {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** Both documents' date (account-and-billing §2.11). */
export const LEGAL_LAST_UPDATED = 'August 18, 2025';

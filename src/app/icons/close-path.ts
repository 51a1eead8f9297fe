/** The cross of the close buttons (CloseIcon, and the landing page's install banner drawn without React). */
export const CLOSE_PATH = 'M18 6 6 18M6 6l12 12';

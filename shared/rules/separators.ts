/**
 * Dashes and spaces a number arrives with from a letter, a web page or a phone's keyboard: the
 * hyphen, the non-breaking hyphen, the figure dash, en and em dashes, the horizontal bar, the
 * minus sign, their small and full-width forms, soft hyphens, and every space (no-break, thin,
 * narrow, zero-width). A character class body, for the expressions below.
 */
const DASHES_AND_SPACES = '\\-\\s\\u00AD\\u200B-\\u200D\\u2060\\u2010-\\u2015\\u2212\\uFE58\\uFE63\\uFF0D';

/** A run of dashes and spaces: what separates a kennitala's two parts. */
export const DASH_OR_SPACE_RUN = new RegExp(`[${DASHES_AND_SPACES}]+`, 'gu');

/** A run of the separators printed bank numbers use: dashes and spaces, and dots and slashes too. */
export const PRINTED_SEPARATOR_RUN = new RegExp(`[${DASHES_AND_SPACES}./]+`, 'gu');

/**
 * The one locale dates and money are written in. The text of the app is English, and a public page
 * is rendered once on the server for everyone: the browser's own locale would write "4 Mar" where
 * the server wrote "Mar 4" and the first render after hydration would not match.
 */
export const pageLocale = 'en-US';

/**
 * JSON that can sit inside a `<script>` element of an HTML page: nothing in it can close the element
 * or start markup (`<`, `>`, `&`), and the two line separators JavaScript once refused are escaped.
 * The API's share tags (JSON-LD) and the web's server-rendered page data both embed JSON this way.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Bidirectional formatting characters: embeddings and overrides (U+202A–202E), isolates
 * (U+2066–2069) and the invisible direction marks (U+200E, U+200F, U+061C). In a message or a name
 * they can make a link's text read as another address ("Trojan Source", CVE-2021-42574); the text
 * direction of a whole message is set by the page (`dir="auto"`), never by characters inside it.
 */
const bidiControls = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional formatting characters. */
export const withoutBidiControls = (text: string) => text.replace(bidiControls, '');

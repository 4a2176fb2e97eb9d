/** Session storage that lasts as long as the page, for when the browser refuses the real one. */
class PageMemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

let fallback: Storage | undefined;

/**
 * The browser's session storage, or page memory when reading it throws: inside a cross-site iframe
 * with third-party storage blocked (the embedded subscribe form), merely touching it is an error.
 */
export function sessionStore(): Storage {
  try {
    const storage = window.sessionStorage;
    storage.getItem('');
    return storage;
  } catch {
    fallback ??= new PageMemoryStorage();
    return fallback;
  }
}

/**
 * A visitor's list kept in localStorage and shared by every widget on the page and the visitor's other
 * tabs: saved vehicles (`sl_product_page_data`) and the compare list (`sl_compare_data`, docs/compare.md).
 * A write tells this page's widgets through a window event and other tabs through the storage event.
 * Without storage (private modes, sandboxed frames) or with it full, the list lives for this page only.
 */
export interface StoredListOptions<T> {
  key: string;
  /** The window event this page's widgets listen to. */
  changeEvent: string;
  /** Reads the stored text (null when none) into the list; never throws. */
  parse(stored: string | null): T;
  /** Logs the error catalogue's 'There is no localStorage' when storage is missing (saved vehicles do). */
  warnWithoutStorage?: boolean;
}

export interface StoredList<T> {
  read(): T;
  /** Stores `data` and tells every listener; returns it. */
  write(data: T): T;
  /** Calls `listener` whenever the list changes in this page or another tab; returns an unsubscribe. */
  subscribe(listener: (data: T) => void): () => void;
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage (privacy settings, sandboxed iframes) throws on access.
  }
}

export function storedList<T>(options: StoredListOptions<T>): StoredList<T> {
  const { key, changeEvent, parse } = options;
  let warned = false;
  const storage = (): Storage | null => {
    const store = localStorageOrNull();
    // Once per page, and only in a browser: a server render has no storage by design, and a warning
    // per render is a synchronous write on the render's path (docs/caching.md, "Render cost").
    if (!store && options.warnWithoutStorage && !warned && typeof window !== 'undefined') {
      warned = true;
      console.warn('There is no localStorage');
    }
    return store;
  };
  const read = (): T => parse(storage()?.getItem(key) ?? null);
  return {
    read,
    write(data) {
      try {
        storage()?.setItem(key, JSON.stringify(data));
      } catch {
        // A full storage keeps the list for this page only (the event below still tells the widgets).
      }
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(changeEvent, { detail: data }));
      return data;
    },
    subscribe(listener) {
      const local = () => listener(read());
      // `key` null: another tab cleared the whole storage.
      const other = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener(read());
      };
      window.addEventListener(changeEvent, local);
      window.addEventListener('storage', other);
      return () => {
        window.removeEventListener(changeEvent, local);
        window.removeEventListener('storage', other);
      };
    },
  };
}

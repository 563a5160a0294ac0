/**
 * localStorage access that survives its absence (privacy modes, sandboxed frames): the error
 * catalogue's 'There is no localStorage' is logged once and the choice lives for this page only.
 */
let warned = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    if (!warned) console.error('There is no localStorage');
    warned = true;
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or forbidden: the choice still applies to this page.
  }
}

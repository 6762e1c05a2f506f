/**
 * Web storage that never throws: Safari's private mode and blocked cookies make it fail, and a
 * missing favourite or reload marker must not break the page.
 */
function safe(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return safe(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string | null): void {
  try {
    const storage = safe(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Full or blocked storage: the feature degrades to in-memory for this page view.
  }
}

export const sessionStore = {
  get: (key: string) => read('sessionStorage', key),
  set: (key: string, value: string | null) => write('sessionStorage', key, value),
};

export const localStore = {
  get: (key: string) => read('localStorage', key),
  set: (key: string, value: string | null) => write('localStorage', key, value),
  getJson<T>(key: string, fallback: T): T {
    const text = read('localStorage', key);
    if (text === null) return fallback;
    try {
      return JSON.parse(text) as T;
    } catch {
      return fallback;
    }
  },
  setJson: (key: string, value: unknown) => write('localStorage', key, JSON.stringify(value)),
};

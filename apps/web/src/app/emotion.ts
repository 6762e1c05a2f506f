/**
 * The Emotion cache key of server and browser alike: the browser's default cache ('css') picks up the
 * server's <style data-emotion="css …"> tags on start and does not insert those rules again.
 */
export const EMOTION_CACHE_KEY = 'css';

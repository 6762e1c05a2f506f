const loading = new Map<string, Promise<void>>();

/** Adds a third-party script once; later calls share the first load. A failed load may be retried. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new SocialSignInError('unknown', `Failed to load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * Why a provider gave no token. 'closed': the person closed the popup or declined (ignored silently,
 * PRODUCT.md §8); 'noToken': Facebook answered without a token; 'unknown': anything else.
 */
export type SocialFailure = 'closed' | 'noToken' | 'unknown';

export class SocialSignInError extends Error {
  override readonly name = 'SocialSignInError';
  constructor(
    readonly reason: SocialFailure,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

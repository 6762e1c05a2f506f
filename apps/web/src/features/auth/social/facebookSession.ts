/**
 * After our own logout, also end the Facebook session when the SDK was loaded for a sign-in
 * (PRODUCT.md §4). Never loads the SDK itself; Facebook's own errors are only logged.
 */
export function endFacebookSession(): Promise<void> {
  const sdk = window.FB;
  if (!sdk) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = setTimeout(resolve, 2000);
    const finish = () => {
      clearTimeout(done);
      resolve();
    };
    try {
      sdk.getLoginStatus((response) => {
        if (response.status === 'connected') sdk.logout(finish);
        else finish();
      });
    } catch (error) {
      console.warn('Facebook logout failed', error);
      finish();
    }
  });
}

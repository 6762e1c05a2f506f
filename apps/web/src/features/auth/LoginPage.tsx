import { InPagePanel } from './panel/InPagePanel.tsx';

/** /prisijungimas: the account panel in-page, on the login step (the auth guard's returnUrl is kept in the query). */
export default function LoginPage() {
  return <InPagePanel start="login" />;
}

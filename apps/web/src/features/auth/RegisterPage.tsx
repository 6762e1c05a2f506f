import { InPagePanel } from './panel/InPagePanel.tsx';

/** /registracija: the account panel in-page, on the registration step. */
export default function RegisterPage() {
  return <InPagePanel start="register" />;
}

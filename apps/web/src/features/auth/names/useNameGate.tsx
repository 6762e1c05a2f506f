import { lazy, type ReactNode, Suspense, startTransition, useRef, useState } from 'react';
import { useAuth } from '../../../lib/authContext.ts';
import { hasName } from '../../../lib/contract.ts';

// The form (zod and the contract's schemas) loads only when an account without a name needs it.
const NamePromptDialog = lazy(() => import('./NamePromptDialog.tsx'));

export interface NameGate {
  /** Runs `action` now if the account has a name, else after 'Kaip jus vadinti?' is answered. */
  withName: (action: () => void) => void;
  /** Asks for the name even so (the API refused on 'firstName': the name was cleared elsewhere), then runs `action`. */
  askName: (action: () => void) => void;
  /** The dialog while it is asked; render it beside the form. */
  prompt: ReactNode;
}

/**
 * The name question before a first ad or a first message (PRODUCT.md §26; decision 0088). What was typed stays in
 * the caller's form: the question only delays the action.
 */
export function useNameGate(): NameGate {
  const { user } = useAuth();
  const [asking, setAsking] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const askName = (action: () => void) => {
    pending.current = action;
    startTransition(() => setAsking(true));
  };
  const withName = (action: () => void) => {
    if (user && !hasName(user)) askName(action);
    else action();
  };
  const prompt = (
    <Suspense fallback={null}>
      {asking && (
        <NamePromptDialog
          onClose={() => setAsking(false)}
          onSaved={() => {
            setAsking(false);
            const action = pending.current;
            pending.current = null;
            action?.();
          }}
        />
      )}
    </Suspense>
  );
  return { withName, askName, prompt };
}

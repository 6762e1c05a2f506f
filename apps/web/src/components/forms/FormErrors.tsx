import { Alert } from '../../ui/Alert/Alert.tsx';
import styles from './forms.module.css';

/** The general messages of a failed request (PRODUCT.md §8), one per line. */
export function FormErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" className={styles.errors} data-testid="form-errors">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className={styles.errorList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';

/** The general messages of a failed request (PRODUCT.md §8), one per line. */
export function FormErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }} data-testid="form-errors">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

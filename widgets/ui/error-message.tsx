/** The failure view of a block (docs/embedding.md, "What the widgets do"): a message and a button that retries. */
import { Button } from './button.js';

export interface ErrorMessageProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

export function ErrorMessage({ message, retryLabel, onRetry }: ErrorMessageProps) {
  return (
    <div className="lrdx-error" part="error">
      <p className="lrdx-error__message" role="alert">
        {message}
      </p>
      <Button onPress={onRetry}>{retryLabel}</Button>
    </div>
  );
}

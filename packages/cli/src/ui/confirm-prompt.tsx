import { Text, useInput } from 'ink';

/** Props of {@link ConfirmPrompt}. */
export interface ConfirmPromptProps {
  message: string;
  /** The key hint, e.g. "(y/N)", translated. */
  hint: string;
  onAnswer: (yes: boolean) => void;
  onCancel: () => void;
}

/** A yes/no question: y answers yes, n or Enter answers no (the safe default), Esc cancels. */
export function ConfirmPrompt({ message, hint, onAnswer, onCancel }: ConfirmPromptProps) {
  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) onCancel();
    else if (input.toLowerCase() === 'y') onAnswer(true);
    else if (input.toLowerCase() === 'n' || key.return) onAnswer(false);
  });
  return (
    <Text>
      <Text color="cyan">{`? ${message} `}</Text>
      <Text dimColor>{hint}</Text>
    </Text>
  );
}

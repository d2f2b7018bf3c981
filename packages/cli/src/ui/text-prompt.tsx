import { Box, Text, useInput } from 'ink';
import { useState } from 'react';
import { useLatestState } from './kit/use-latest-state';
import { editText } from './text-input';

/** Props of {@link TextPrompt}. */
export interface TextPromptProps {
  label: string;
  hint?: string;
  mask?: boolean;
  validate?: (value: string) => string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** One line of text input: Enter submits when `validate` agrees, Esc cancels. */
export function TextPrompt({ label, hint, mask, validate, onSubmit, onCancel }: TextPromptProps) {
  const [current, setValue, value] = useLatestState('');
  const [error, setError] = useState<string | null>(null);
  useInput((input, key) => {
    if (key.escape || (key.ctrl && input === 'c')) onCancel();
    else if (key.return) {
      const text = current().trim();
      const problem = validate?.(text) ?? null;
      if (problem === null && text !== '') onSubmit(text);
      else setError(problem);
    } else {
      setValue(editText(current(), input, key));
      setError(null);
    }
  });
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="cyan">{`? ${label}: `}</Text>
        {mask ? '•'.repeat([...value].length) : value}
      </Text>
      {hint ? <Text dimColor>{hint}</Text> : null}
      {error ? <Text color="red">{error}</Text> : null}
    </Box>
  );
}

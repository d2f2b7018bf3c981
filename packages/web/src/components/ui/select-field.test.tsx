import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const OPTIONS = [
  { value: '', label: 'All languages' },
  { value: 'Go', label: 'Go (3)' },
  { value: 'Swift', label: 'Swift (1)' },
];

/** An owner that takes a choice only when told to, as a filter written to the URL in a transition does. */
function SlowOwner() {
  const [value, setValue] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  return (
    <>
      <SelectField label="Language" value={value} onValueChange={setPending} options={OPTIONS} />
      <button type="button" onClick={() => pending !== null && setValue(pending)}>
        Catch up
      </button>
      <button type="button" onClick={() => setValue('Go')}>
        Elsewhere
      </button>
    </>
  );
}

describe('SelectField', () => {
  it('shows a choice at once while its owner catches up, then follows the owner again', () => {
    render(<SlowOwner />);
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'Swift' } });
    expect(select.value).toBe('Swift');
    fireEvent.click(screen.getByRole('button', { name: 'Catch up' }));
    expect(select.value).toBe('Swift');
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(select.value).toBe('Go');
  });
});

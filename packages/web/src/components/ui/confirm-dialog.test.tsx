import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { useConfirm } from './confirm-dialog';

function Asker() {
  const { ask, dialog } = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          setAnswer(String(await ask({ title: 'Remove Lab Notes?', confirmLabel: 'Remove', tone: 'danger' })))
        }
      >
        Remove source
      </button>
      <output>{answer}</output>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('answers true when confirmed and false when cancelled, closing the dialog', async () => {
    renderApp(<Asker />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove source' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Lab Notes?' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('true'));
    expect(dialog.isConnected).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove source' }));
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('false'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

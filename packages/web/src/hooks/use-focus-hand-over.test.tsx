import { act, render, screen } from '@testing-library/react';
import { forwardRef, lazy, type Ref, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusHandOver } from './use-focus-hand-over';

const Control = forwardRef(function Control(_props: object, ref: Ref<HTMLButtonElement>) {
  return (
    <button ref={ref} type="button">
      control
    </button>
  );
});

/** The control as a lazy component whose code "arrives" when `load()` is called. */
function deferredControl() {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((done) => {
    resolve = done;
  });
  const LazyControl = lazy(async () => {
    await loaded;
    return { default: Control };
  });
  return { Control: LazyControl, load: resolve };
}

function Swap({
  Control,
  forwarded,
}: {
  Control: ReturnType<typeof deferredControl>['Control'];
  forwarded?: Ref<HTMLButtonElement>;
}) {
  const focus = useFocusHandOver(forwarded);
  return (
    <Suspense
      fallback={
        <button ref={focus.standIn} type="button">
          stand-in
        </button>
      }
    >
      <Control ref={focus.control} />
    </Suspense>
  );
}

describe('useFocusHandOver', () => {
  it('moves focus from the stand-in to the control that replaces it, and sets the forwarded ref to each', async () => {
    const { Control, load } = deferredControl();
    const forwarded = { current: null as HTMLButtonElement | null };
    render(<Swap Control={Control} forwarded={forwarded} />);
    const standIn = screen.getByRole('button', { name: 'stand-in' });
    expect(forwarded.current).toBe(standIn);
    standIn.focus();
    await act(async () => load());
    const control = await screen.findByRole('button', { name: 'control' });
    expect(document.activeElement).toBe(control);
    expect(forwarded.current).toBe(control);
  });

  it('leaves focus alone when the stand-in did not have it', async () => {
    const { Control, load } = deferredControl();
    render(
      <>
        <input aria-label="elsewhere" />
        <Swap Control={Control} />
      </>,
    );
    const elsewhere = screen.getByRole('textbox', { name: 'elsewhere' });
    elsewhere.focus();
    await act(async () => load());
    await screen.findByRole('button', { name: 'control' });
    expect(document.activeElement).toBe(elsewhere);
  });
});

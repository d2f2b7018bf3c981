import { type ButtonHTMLAttributes, forwardRef, lazy, type ReactNode, Suspense } from 'react';
import { useFocusHandOver } from '../../hooks/use-focus-hand-over';
import { PlainIconButton } from './plain-icon-button';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  /**
   * Runs when Escape closes this button's tooltip. A tooltip is the top layer, so the panel
   * under it would otherwise need a second Escape; panels pass their close function here.
   */
  onTooltipEscape?: () => void;
  children: ReactNode;
}

const TooltipIconButton = lazy(() =>
  import('./tooltip-icon-button').then((module) => ({ default: module.TooltipIconButton })),
);

/**
 * An icon-only button with an accessible name and the tooltip of spec §9. The tooltip (Radix)
 * loads right after the first paint instead of with the page: until then the same button is
 * there, named and working, only without its tooltip; a person who tabbed to it keeps focus
 * when the tooltip's version takes its place.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(props, ref) {
  const { onTooltipEscape: _withoutTooltip, ...buttonProps } = props;
  // Focus stays on the button when the tooltip's version replaces the plain one.
  const focus = useFocusHandOver(ref);
  return (
    <Suspense fallback={<PlainIconButton ref={focus.standIn} {...buttonProps} />}>
      <TooltipIconButton ref={focus.control} {...props} />
    </Suspense>
  );
});

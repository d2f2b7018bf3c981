import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * The row of a form's buttons. In cards (`align="end"`) the buttons sit at the end of the
 * form, the primary one last; on phones they stack full width. `align="full"` stretches a
 * single button across a narrow form (the auth card).
 */
export function FormActions({ align = 'end', children }: { align?: 'end' | 'full'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 pt-2',
        align === 'end' ? 'sm:flex-row sm:justify-end' : '[&>*]:w-full',
      )}
    >
      {children}
    </div>
  );
}

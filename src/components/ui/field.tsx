import { m } from '../../../domain/messages.ts';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

interface FieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

const CONTROL =
  'min-w-0 rounded-md border border-edge bg-surface px-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-sunken disabled:text-muted';

/** A label above, the control, and its message under it, announced to screen readers. */
function FieldShell({
  label,
  error,
  hint,
  className,
  id,
  control,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  id?: string;
  control(props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }): ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div data-slot="field" className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      {control({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its message under it. */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  return (
    <FieldShell
      {...{ label, error, hint, className, id }}
      control={(a11y) => <input {...a11y} className={cn('h-11', CONTROL)} {...props} />}
    />
  );
}

/** A labelled select with its message under it. */
export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  ...props
}: ComponentProps<'select'> & { label: string; error?: string; hint?: ReactNode }) {
  return (
    <FieldShell
      {...{ label, error, hint, className, id }}
      control={(a11y) => <select {...a11y} className={cn('h-11', CONTROL)} {...props} />}
    />
  );
}

/** A labelled text area with its message under it. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ...props
}: ComponentProps<'textarea'> & { label: string; error?: string; hint?: ReactNode }) {
  return (
    <FieldShell
      {...{ label, error, hint, className, id }}
      control={(a11y) => <textarea rows={3} {...a11y} className={cn('py-2', CONTROL)} {...props} />}
    />
  );
}

/** The props every e-mail input shares: label, keyboard and autofill. */
export const EMAIL_INPUT = {
  get label() {
    return m.email();
  },
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
} as const;

/** A message for the whole form (e.g. a failed sign-in), under the form. */
export function FormMessage({
  children,
  tone = 'error',
}: {
  children?: ReactNode;
  tone?: 'error' | 'success';
}) {
  if (!children) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md px-3 py-2 text-sm',
        tone === 'error'
          ? 'bg-danger-soft text-on-danger-soft'
          : 'bg-success-soft text-on-success-soft',
      )}
    >
      {children}
    </p>
  );
}

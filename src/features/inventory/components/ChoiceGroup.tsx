import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { m } from '../../../../domain/messages.ts';

/** A group of checkboxes (several colours, several sizes) with its message under it. */
export function ChoiceGroup({
  legend,
  options,
  error,
  register,
}: {
  legend: string;
  options: { id: string; label: string; swatch?: string }[] | undefined;
  error?: string;
  register: UseFormRegisterReturn;
}) {
  const messageId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? messageId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {options ? (
        <div className="flex flex-wrap gap-2">
          {options.map((o) => (
            <label
              key={o.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-edge px-3 has-checked:border-brand has-checked:bg-highlight"
            >
              <input type="checkbox" value={o.id} {...register} className="size-4 accent-brand" />
              {o.swatch && (
                <span
                  aria-hidden="true"
                  className="size-4 rounded-full border border-edge"
                  style={{ backgroundColor: o.swatch }}
                />
              )}
              {o.label}
            </label>
          ))}
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          {m.loading()}
        </p>
      )}
      {error && (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

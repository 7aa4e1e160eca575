import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { m } from '../../../../domain/messages.ts';
import { Swatch } from '../../../components/ui/swatch.tsx';

export interface Choice {
  id: string;
  label: string;
  swatch?: string;
  /** The heading of the group it is shown under (a size system); none: one flat group. */
  group?: string;
}

/** The choices in runs of one `group` each, in their order. */
function runsOf(options: Choice[]): { group: string | undefined; options: Choice[] }[] {
  const runs: { group: string | undefined; options: Choice[] }[] = [];
  for (const o of options) {
    const last = runs.at(-1);
    if (last && last.group === o.group) last.options.push(o);
    else runs.push({ group: o.group, options: [o] });
  }
  return runs;
}

/**
 * A group of checkboxes (several colours, several sizes) with its message under it; choices with
 * a `group` are shown under its heading (a size system's sizes).
 */
export function ChoiceGroup({
  legend,
  options,
  error,
  register,
  empty,
}: {
  legend: string;
  options: Choice[] | undefined;
  /** Said when there is nothing to choose yet (no category chosen for its sizes). */
  empty?: string;
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
      {options?.length === 0 && empty ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : options ? (
        runsOf(options).map((run) =>
          run.group ? (
            <fieldset key={run.group} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">{run.group}</legend>
              <Checkboxes options={run.options} register={register} />
            </fieldset>
          ) : (
            <Checkboxes key="" options={run.options} register={register} />
          ),
        )
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

function Checkboxes({ options, register }: { options: Choice[]; register: UseFormRegisterReturn }) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((o) => (
        <label
          key={o.id}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-edge px-3 has-checked:border-brand has-checked:bg-highlight"
        >
          <input type="checkbox" value={o.id} {...register} className="size-4 accent-brand" />
          {o.swatch && <Swatch hex={o.swatch} className="size-4" />}
          {o.label}
        </label>
      ))}
    </div>
  );
}

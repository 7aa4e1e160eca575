import type { ComponentProps } from 'react';
import { ALLOWED_HSN_CODES } from '../../../../domain/gst-rates.ts';
import { HSN_NAMES, ruleSummary } from '../../../../domain/hsn-names.ts';
import { m } from '../../../../domain/messages.ts';
import { SelectField } from '../../../components/ui/field.tsx';

type Props = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  /** The HSN the product gets when the seller leaves the choice blank. */
  categoryHsn: string | null;
  /** The code chosen now (the form's watched value; '' for the category's). */
  chosen: string | null | undefined;
};

type Code = (typeof ALLOWED_HSN_CODES)[number];

/**
 * The seller's choice of HSN (decision 021): blank keeps the category's; each allowed code shows what
 * it covers and its GST rule today (domain/gst-rates.ts).
 */
export function HsnField({ categoryHsn, chosen: value, ...props }: Props) {
  const today = new Date();
  const categorys = categoryHsn
    ? m.theCategorysHsn({ hsn: categoryHsn, rule: ruleSummary(categoryHsn, today) })
    : m.theCategoryS();
  const text = (code: Code) => `${code} · ${HSN_NAMES[code]()} (${ruleSummary(code, today)})`;
  const chosen = ALLOWED_HSN_CODES.find((code) => code === value);
  // A closed select shows one line, cut at 360 px: the choice in full, wrapped, under it.
  const hint = (
    <>
      <span data-testid="hsn-chosen" className="block text-ink">
        {chosen ? text(chosen) : categorys}
      </span>
      {m.hsnHint()}
    </>
  );
  return (
    <SelectField label={m.hsnLabel()} hint={hint} {...props}>
      <option value="">{categorys}</option>
      {ALLOWED_HSN_CODES.map((code) => (
        <option key={code} value={code}>
          {text(code)}
        </option>
      ))}
    </SelectField>
  );
}

import type { ComponentProps } from 'react';
import { ALLOWED_HSN_CODES } from '../../../../domain/gst-rates.ts';
import { HSN_NAMES, ruleSummary } from '../../../../domain/hsn-names.ts';
import { m } from '../../../../domain/messages.ts';
import { SelectField } from '../../../components/ui/field.tsx';

type Props = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & {
  /** The HSN the product gets when the seller leaves the choice blank. */
  categoryHsn: string | null;
};

/**
 * The seller's choice of HSN (decision 021): blank keeps the category's; each allowed code shows what
 * it covers and its GST rule today (domain/gst-rates.ts).
 */
export function HsnField({ categoryHsn, ...props }: Props) {
  const today = new Date();
  return (
    <SelectField label={m.hsnLabel()} hint={m.hsnHint()} {...props}>
      <option value="">
        {categoryHsn
          ? m.theCategorysHsn({ hsn: categoryHsn, rule: ruleSummary(categoryHsn, today) })
          : m.theCategoryS()}
      </option>
      {ALLOWED_HSN_CODES.map((code) => (
        <option key={code} value={code}>
          {code} · {HSN_NAMES[code]()} ({ruleSummary(code, today)})
        </option>
      ))}
    </SelectField>
  );
}

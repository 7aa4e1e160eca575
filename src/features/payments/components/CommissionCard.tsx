import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { GENDER_LABELS, labelOf } from '../../../../domain/labels.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { numberFrom } from '../../../lib/number-field.ts';
import { categoriesQueryOptions, setCommissionRate } from '../api/payments.ts';
import { indianDate } from '../../../../domain/dates.ts';

/**
 * The admin sets a category's marketplace commission from a day on (decision 022); deliveries from
 * that day take it, earlier ledger lines keep theirs.
 */
export function CommissionCard() {
  const categories = useQuery(categoriesQueryOptions());
  const [categoryId, setCategoryId] = useState('');
  const [percent, setPercent] = useState('');
  const [from, setFrom] = useState(indianDate(new Date()));
  const [errors, setErrors] = useState<{ category?: string; percent?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = numberFrom(percent);
    const found = {
      category: categoryId ? undefined : m.categoryRequired(),
      percent:
        Number.isFinite(value) && value >= 0 && value <= 50 ? undefined : m.commissionRange(),
    };
    setErrors(found);
    if (found.category || found.percent) return;
    setBusy(true);
    try {
      await setCommissionRate({ categoryId, percent: value, from });
      toast.success(m.commissionSaved());
    } catch (e) {
      toast.error(errorText(e, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="commission">
      <h2 id="commission" className="mb-3 text-lg font-semibold">
        {m.commissionByCategory()}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-3">
        <SelectField
          label={m.category()}
          value={categoryId}
          error={errors.category}
          onChange={(e) => setCategoryId(e.target.value)}
          className="w-64"
        >
          <option value="">{m.chooseACategory()}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({labelOf(GENDER_LABELS, c.gender)})
            </option>
          ))}
        </SelectField>
        <Field
          label={m.commission()}
          inputMode="decimal"
          value={percent}
          error={errors.percent}
          onChange={(e) => setPercent(e.target.value)}
          className="w-40"
        />
        <Field
          label={m.periodFrom()}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          className="w-44"
        />
        <Button type="submit" disabled={busy}>
          {m.save()}
        </Button>
      </form>
    </Card>
  );
}

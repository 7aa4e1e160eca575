import { useState, type FormEvent } from 'react';
import { shipmentProblems, COURIERS, MAX_QC_PHOTOS } from '../../../../domain/dispatch.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { m } from '../../../../domain/messages.ts';
import { DialogActions, FormDialog } from '../../../components/ui/dialog.tsx';
import { Field, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { OrderStatus } from '../../../gql/graphql.ts';

/**
 * A shipment being entered: its courier and AWB, and their messages. `submit` checks them by the
 * server's rules and hands a right shipment (its AWB trimmed) to `onValid`.
 */
export function useShipmentForm(onValid: (shipment: { courier: string; awb: string }) => void) {
  const [courier, setCourier] = useState('');
  const [awb, setAwb] = useState('');
  const [errors, setErrors] = useState<{ courier?: string; awb?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = shipmentProblems({ courier, awb });
    setErrors(found);
    if (!found.courier && !found.awb) onValid({ courier, awb: awb.trim() });
  };
  return { courier, setCourier, awb, setAwb, errors, setErrors, submit };
}

/** The couriers a seller ships with (decision 022), as a labelled choice. */
export function CourierSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(courier: string): void;
}) {
  return (
    <SelectField
      label={m.courier()}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{m.chooseTheCourier()}</option>
      {COURIERS.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Marking an item shipped asks for the courier and the AWB (decision 022), checked by the same rules
 * as the server's before the change is queued.
 */
export function ShipDialog({
  open,
  onOpenChange,
  what,
  onShip,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  what: string;
  onShip(shipment: { courier: string; awb: string }): void;
}) {
  const { courier, setCourier, awb, setAwb, errors, submit } = useShipmentForm((shipment) => {
    onShip(shipment);
    onOpenChange(false);
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={m.shipWhat({ what })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={m.shipment()}>
        <CourierSelect value={courier} error={errors.courier} onChange={setCourier} />
        <Field
          label={m.awbNumber()}
          value={awb}
          error={errors.awb}
          hint={m.text8To20LettersAnd()}
          autoCapitalize="characters"
          autoComplete="off"
          onChange={(e) => setAwb(e.target.value)}
        />
        <DialogActions busy={false} confirm={m.markShipped()} />
      </form>
    </FormDialog>
  );
}

/**
 * A quality check of a returned item: what it found and up to 3 photos. Online or not, the check
 * and its photos wait on the device and go once (decision 025): the photos first, then the check.
 */
export function QcDialog({
  open,
  onOpenChange,
  what,
  outcome,
  onRecord,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  what: string;
  outcome: OrderStatus;
  onRecord(qc: { note: string; files: File[] }): Promise<void>;
}) {
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) return setError(m.qcNoteRequired());
    setError(undefined);
    setBusy(true);
    try {
      await onRecord({ note: note.trim(), files });
      onOpenChange(false);
    } catch (e) {
      setError(errorText(e, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${labelOf(ORDER_STATUS_LABELS, outcome)}: ${what}`}
    >
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-4"
        aria-label={m.qualityCheck()}
      >
        <TextAreaField
          label={m.whatTheCheckFound()}
          value={note}
          error={error}
          onChange={(e) => setNote(e.target.value)}
        />
        <ImagePicker
          label={m.photosOptional()}
          files={files}
          onChange={setFiles}
          max={MAX_QC_PHOTOS}
          disabled={busy}
        />
        <DialogActions
          busy={busy}
          confirm={m.recordOutcome({ outcome: labelOf(ORDER_STATUS_LABELS, outcome) })}
        />
      </form>
    </FormDialog>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import {
  CLAIM_RULES,
  claimPolicyOn,
  claimProblems,
  type ClaimKind,
} from '../../../../domain/claims.ts';
import { formatDay, indianDate } from '../../../../domain/dates.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { CLAIM_KIND_LABELS } from '../../../../domain/labels-orders.ts';
import { m } from '../../../../domain/messages.ts';
import { formatInr, paiseAsDecimal, rupeesToPaise } from '../../../../domain/money.ts';
import { MAX_VIDEO_BYTES, videoTypeOf } from '../../../../domain/uploads.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogActions, FormDialog } from '../../../components/ui/dialog.tsx';
import { Field, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import type { OrderDetails } from '../api/queries.ts';
import { errorText } from '../../../lib/error-text.ts';
import { numberFrom } from '../../../lib/number-field.ts';
import { keepPhotos } from '../../../offline/photos.ts';
import { fileClaim } from '../api/claims.ts';

type Problems = ReturnType<typeof claimProblems>;

/**
 * Filing a claim on an item (decision 054): the kinds open for it today, each with its last day and
 * the most it may ask; the AWB, what happened, the amount, and the evidence its kind needs. Checked
 * here by the server's own rule, then queued with its files: online it goes at once, offline it
 * waits on the device and goes once when the connection is back.
 */
export function ClaimDialog({
  what,
  options,
  item,
}: {
  what: string;
  options: OrderDetails['items'][number]['claimOptions'];
  item: { id: string; orderId: string; storeId: string; awb: string | null };
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [kind, setKind] = useState<ClaimKind>(options[0]!.kind);
  const option = options.find((o) => o.kind === kind) ?? options[0]!;
  const rto = isRto(kind);
  // An RTO comes back under its shipment's AWB; a return has one of its own, asked for.
  const [awb, setAwb] = useState(rto ? (item.awb ?? '') : '');
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState(paiseAsDecimal(option.maxAmountPaise));
  const [photos, setPhotos] = useState<File[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems & { form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [policy] = useState(() => claimPolicyOn(indianDate(Date.now())));
  const choose = (next: ClaimKind) => {
    setKind(next);
    if (isRto(next) !== rto) setAwb(isRto(next) ? (item.awb ?? '') : '');
    const max = options.find((o) => o.kind === next)?.maxAmountPaise ?? 0;
    setAmount(paiseAsDecimal(max));
    setProblems({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rupees = numberFrom(amount);
    const amountPaise = Number.isFinite(rupees) ? rupeesToPaise(rupees) : Number.NaN;
    // The photos and the video count as given here: their addresses come when they go up.
    const found = claimProblems(
      {
        kind,
        awb,
        note,
        amountPaise,
        photos: photos.map((f) => f.name),
        video: video?.name ?? null,
      },
      policy,
      option.maxAmountPaise,
    );
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // The first field to put right, in view and focused (at 360 px it may be above the button).
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      const outcome = await fileClaim({
        storeId: item.storeId,
        orderId: item.orderId,
        orderItemId: item.id,
        what,
        kind,
        awb: awb.trim() || null,
        note: note.trim(),
        amountPaise,
        photos: photos.length > 0 ? await keepPhotos(photos) : null,
        video: video ? await keepPhotos([video]) : null,
      });
      if (outcome === 'applied') toast.success(m.claimFiled());
      else if (outcome === 'queued') toast.success(m.claimQueued());
      else if (outcome !== 'unchanged') {
        return setProblems({ form: outcome.error ?? m.somethingWentWrong() });
      }
      setOpen(false);
    } catch (e) {
      setProblems({ form: errorText(e, m.somethingWentWrong()) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button ref={opener} variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {m.fileAClaim()}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={m.claimOn({ what })}
        returnFocus={opener}
      >
        <form
          ref={formRef}
          onSubmit={(e) => void submit(e)}
          noValidate
          className="flex flex-col gap-4"
          aria-label={m.claim()}
        >
          <SelectField
            label={m.claimKind()}
            value={kind}
            onChange={(e) => choose(e.target.value as ClaimKind)}
            hint={m.claimLastDay({ day: formatDay(option.closesOn) })}
          >
            {options.map((o) => (
              <option key={o.kind} value={o.kind}>
                {labelOf(CLAIM_KIND_LABELS, o.kind)}
              </option>
            ))}
          </SelectField>
          {kind !== 'QC_DISPUTE' && (
            <Field
              label={rto ? m.shipmentAwb() : m.returnAwb()}
              value={awb}
              autoCapitalize="characters"
              error={problems.awb}
              onChange={(e) => setAwb(e.target.value)}
            />
          )}
          <TextAreaField
            label={m.whatHappened()}
            value={note}
            error={problems.note}
            onChange={(e) => setNote(e.target.value)}
          />
          <Field
            label={m.amountClaimed()}
            value={amount}
            inputMode="decimal"
            hint={(rto ? m.claimCapRto : m.claimCapReturn)({
              amount: formatInr(option.maxAmountPaise),
            })}
            error={problems.amountPaise}
            onChange={(e) => setAmount(e.target.value)}
          />
          {kind !== 'RTO_LOST' && (
            <ImagePicker
              label={
                CLAIM_RULES[kind].photos === 'required' ? m.claimPhotos() : m.claimPhotosOptional()
              }
              files={photos}
              onChange={setPhotos}
              max={policy.maxPhotos}
              error={problems.photos}
              disabled={busy}
            />
          )}
          {kind !== 'RTO_LOST' && (
            <VideoPicker
              label={
                CLAIM_RULES[kind].video === 'required'
                  ? m.claimVideo()
                  : rto
                    ? m.claimVideoRto()
                    : m.claimVideoOptional()
              }
              file={video}
              onChange={setVideo}
              error={problems.video}
            />
          )}
          {problems.form && (
            <p role="alert" className="text-sm text-danger">
              {problems.form}
            </p>
          )}
          <DialogActions busy={busy} confirm={m.fileClaim()} />
        </form>
      </FormDialog>
    </>
  );
}

/** One short video, checked by its bytes and size before anything is kept or sent. */
function VideoPicker({
  label,
  file,
  onChange,
  error,
}: {
  label: string;
  file: File | null;
  onChange(file: File | null): void;
  error?: string;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const head = new Uint8Array(await picked.slice(0, 12).arrayBuffer());
    if (!videoTypeOf(head)) return setProblem(m.videoInvalid());
    if (picked.size > MAX_VIDEO_BYTES) return setProblem(m.videoTooLarge());
    setProblem(null);
    onChange(picked);
  };
  const shown = problem ?? error;
  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      {file ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span data-testid="claim-video-name" className="min-w-0 break-all">
            {file.name}
          </span>
          <Button type="button" variant="secondary" onClick={() => onChange(null)}>
            {m.removeVideo()}
          </Button>
        </div>
      ) : (
        // The browser's own file button speaks its own language: ours, styled as a button.
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <input
            id={id}
            type="file"
            accept="video/mp4,video/webm,video/quicktime"
            aria-labelledby={`${id}-label`}
            aria-describedby={shown ? `${id}-error` : undefined}
            className="peer sr-only"
            onChange={(e) => void pick(e.target.files?.[0])}
          />
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-edge bg-surface px-4 font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-brand"
          >
            {m.chooseVideo()}
          </label>
          <span className="text-muted">{m.noVideoChosen()}</span>
        </div>
      )}
      <p className="text-xs text-muted">{m.claimVideoHint()}</p>
      {shown && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {shown}
        </p>
      )}
    </div>
  );
}

const isRto = (kind: ClaimKind) => kind === 'RTO_LOST' || kind === 'RTO_DAMAGED';

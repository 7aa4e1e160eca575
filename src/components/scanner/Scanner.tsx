import { Camera, CameraOff, Flashlight, FlashlightOff } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { m } from '../../../domain/messages.ts';
import { scannedCode } from '../../../domain/scan.ts';
import { barcodeDetector } from '../../lib/barcode-detector.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { feedback } from './feedback.ts';

/** What a read meant, said on screen, to screen readers, and by sound and vibration. */
export interface ScanVerdict {
  tone: 'ok' | 'error';
  message: string;
}

/** A label held still is one read: the same code counts again once it has left the view. */
const SAME_CODE_GAP_MS = 800;
const FRAME_INTERVAL_MS = 100;

type CameraState = 'off' | 'starting' | 'on' | { error: string };

/**
 * A scanner for one task (decision 038): the phone's camera, with a torch where it has one, and a
 * typed code beside it, which a keyboard-wedge scanner fills and sends with its Enter. Each read is
 * handed to `onCode`, whose verdict is shown, announced and sounded.
 */
export function Scanner({
  onCode,
  label = m.scanTypedCode(),
  anywhere = true,
  cameraLabel,
}: {
  onCode(code: string): ScanVerdict;
  label?: string;
  /** The camera buttons' names where a page has more than one scanner ("… for order 1a2b"). */
  cameraLabel?: (action: string) => string;
  /** A keyboard scanner's code is read wherever the focus is (but in another field). */
  anywhere?: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const typedField = useRef<HTMLInputElement>(null);
  // With a keyboard and a mouse (a desk's scanner), the code field waits with the focus; on a
  // phone it does not, so that the on-screen keyboard stays down while the camera is used.
  useEffect(() => {
    if (anywhere && matchMedia('(pointer: fine)').matches) typedField.current?.focus();
  }, [anywhere]);
  const stream = useRef<MediaStream | null>(null);
  /** Each opening of the camera; closing (or leaving) moves it on, so a late camera is let go. */
  const opening = useRef(0);
  const handler = useRef(onCode);
  useLayoutEffect(() => {
    handler.current = onCode;
  });
  const [camera, setCamera] = useState<CameraState>('off');
  const [torch, setTorch] = useState<boolean | null>(null);
  const [verdict, setVerdict] = useState<ScanVerdict | null>(null);
  const [typed, setTyped] = useState('');
  const [firstReadMs, setFirstReadMs] = useState<number | null>(null);

  const read = useCallback((raw: string) => {
    const code = scannedCode(raw);
    if (!code) return;
    const answer = handler.current(code);
    setVerdict(answer);
    feedback(answer.tone);
  }, []);

  const stop = useCallback(() => {
    opening.current++;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setTorch(null);
    setCamera('off');
  }, []);

  useEffect(() => stop, [stop]);
  // A hidden page lets go of the camera (the phone's other apps, its battery).
  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && stop();
    document.addEventListener('visibilitychange', hidden);
    return () => document.removeEventListener('visibilitychange', hidden);
  }, [stop]);

  useKeyboardScanner(anywhere, read);

  async function open() {
    feedback('unlock');
    const openedAt = performance.now();
    const attempt = ++opening.current;
    setCamera('starting');
    setFirstReadMs(null);
    if (!navigator.mediaDevices?.getUserMedia) return setCamera({ error: m.scanCameraInsecure() });
    try {
      const [media, detector] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
          audio: false,
        }),
        barcodeDetector(),
      ]);
      // Closed (or left) while the camera was starting: it is let go at once.
      if (attempt !== opening.current) {
        media.getTracks().forEach((t) => t.stop());
        return;
      }
      stream.current = media;
      const track = media.getVideoTracks()[0];
      const caps = track?.getCapabilities?.() as { torch?: boolean } | undefined;
      setTorch(caps?.torch ? false : null);
      const el = video.current!;
      el.srcObject = media;
      await el.play();
      setCamera('on');
      let last = { code: '', at: 0 };
      let first = true;
      const frame = async () => {
        if (stream.current !== media) return;
        if (el.readyState >= 2) {
          const codes = await detector.detect(el).catch(() => []);
          const code = codes[0]?.rawValue;
          const now = performance.now();
          if (code) {
            if (code !== last.code || now - last.at > SAME_CODE_GAP_MS) {
              if (first) setFirstReadMs(Math.round(now - openedAt));
              first = false;
              read(code);
            }
            last = { code, at: now };
          }
        }
        setTimeout(() => void frame(), FRAME_INTERVAL_MS);
      };
      void frame();
    } catch (error) {
      if (attempt !== opening.current) return;
      stop();
      const name = (error as { name?: string }).name;
      setCamera({
        error:
          name === 'NotAllowedError' || name === 'SecurityError'
            ? m.scanCameraRefused()
            : name === 'NotFoundError' || name === 'OverconstrainedError'
              ? m.scanNoCamera()
              : m.scanCameraFailed(),
      });
    }
  }

  async function toggleTorch() {
    const track = stream.current?.getVideoTracks()[0];
    if (!track || torch === null) return;
    const next = !torch;
    await track
      .applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] })
      .then(() => setTorch(next))
      .catch(() => setTorch(null));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    feedback('unlock');
    read(typed);
    setTyped('');
    // The next code goes where this one went (a keyboard scanner types on).
    typedField.current?.focus();
  }

  const on = camera === 'on' || camera === 'starting';
  return (
    <div
      className="flex flex-col gap-3"
      data-testid="scanner"
      data-camera={typeof camera === 'string' ? camera : 'error'}
      data-first-read-ms={firstReadMs ?? undefined}
    >
      <div className={cn('relative overflow-hidden rounded-lg bg-black', !on && 'hidden')}>
        <video
          ref={video}
          muted
          playsInline
          aria-label={m.scanCameraView()}
          className="aspect-[4/3] w-full object-cover"
        />
        {/* Where to hold the label. */}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-[10%] top-1/3 h-1/3 rounded-md border-2 border-white/80"
        />
        {camera === 'starting' && (
          <p className="absolute inset-x-0 bottom-2 text-center text-sm text-white">
            {m.scanStarting()}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {on ? (
          <Button
            variant="secondary"
            onClick={stop}
            aria-label={cameraLabel?.(m.scanCloseCamera())}
          >
            <CameraOff aria-hidden className="size-5" />
            {m.scanCloseCamera()}
          </Button>
        ) : (
          <Button onClick={() => void open()} aria-label={cameraLabel?.(m.scanOpenCamera())}>
            <Camera aria-hidden className="size-5" />
            {m.scanOpenCamera()}
          </Button>
        )}
        {torch !== null && (
          <Button variant="secondary" aria-pressed={torch} onClick={() => void toggleTorch()}>
            {torch ? (
              <FlashlightOff aria-hidden className="size-5" />
            ) : (
              <Flashlight aria-hidden className="size-5" />
            )}
            {m.scanTorch()}
          </Button>
        )}
      </div>
      {typeof camera === 'object' && (
        <p role="alert" className="text-sm text-danger">
          {camera.error}
        </p>
      )}
      <form onSubmit={submit} className="flex items-end gap-2">
        <Field
          ref={typedField}
          label={label}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="enter"
          className="flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!typed.trim()}>
          {m.scanEnterCode()}
        </Button>
      </form>
      {/* Every read is said here; a wrong one interrupts (an alert), a good one waits its turn. */}
      <div aria-live="polite" role="status" className="sr-only">
        {verdict?.tone === 'ok' ? verdict.message : ''}
      </div>
      <div aria-live="assertive" role="alert" className="sr-only">
        {verdict?.tone === 'error' ? verdict.message : ''}
      </div>
      {verdict && (
        <p
          data-testid="scan-verdict"
          data-tone={verdict.tone}
          className={cn(
            'rounded-md px-3 py-2 text-sm font-medium',
            verdict.tone === 'ok'
              ? 'bg-success-soft text-on-success-soft'
              : 'bg-danger-soft text-on-danger-soft',
          )}
        >
          {verdict.message}
        </p>
      )}
    </div>
  );
}

/** Keys a keyboard-wedge scanner types: a burst, each within this of the last, ended by Enter. */
const WEDGE_GAP_MS = 60;
const WEDGE_MIN_LENGTH = 3;

/**
 * A keyboard scanner types its code and Enter faster than a person can: such a burst, typed while
 * no field has the focus, is a read (typed into a field, the field's own Enter sends it).
 */
function useKeyboardScanner(enabled: boolean, read: (code: string) => void) {
  useEffect(() => {
    if (!enabled) return;
    let typed = '';
    let last = 0;
    const key = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const now = performance.now();
      if (now - last > WEDGE_GAP_MS) typed = '';
      last = now;
      if (e.key === 'Enter') {
        if (typed.length >= WEDGE_MIN_LENGTH) {
          e.preventDefault();
          read(typed);
        }
        typed = '';
      } else if (e.key.length === 1) typed += e.key;
    };
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, [enabled, read]);
}

import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { m } from '../../../domain/messages.ts';
import { MAX_PRODUCT_IMAGES } from '../../../domain/product.ts';
import { IMAGE_HEAD_BYTES, looksLikeImage } from '../../../domain/uploads.ts';
import { Button } from './button.tsx';
import { cn } from '../../lib/cn.ts';

/** Object URLs for previews, revoked when the files change or the picker goes. */
function usePreviews(files: File[]) {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * Seed section 2, image picker: images only, at most 5, each removable; once there are images
 * the drop zone gives way to thumbnails and Clear Images (with room to add up to 5).
 */
export function ImagePicker({
  files,
  onChange,
  error,
  disabled,
  label = m.images(),
  max = MAX_PRODUCT_IMAGES,
}: {
  files: File[];
  onChange(files: File[]): void;
  error?: string;
  disabled?: boolean;
  label?: string;
  max?: number;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const previews = usePreviews(files);
  const add = async (picked: File[]) => {
    // By the file's bytes, not its name or declared type: a text file named .jpg is refused here,
    // named, rather than after it was sent.
    const heads = await Promise.all(
      picked.map(async (f) => new Uint8Array(await f.slice(0, IMAGE_HEAD_BYTES).arrayBuffer())),
    );
    const images = picked.filter((_, i) => looksLikeImage(heads[i]!));
    const refused = picked.filter((_, i) => !looksLikeImage(heads[i]!));
    const room = max - files.length;
    setProblem(
      refused.length > 0
        ? m.notAnImageNamed({ names: refused.map((f) => f.name).join(', ') })
        : images.length > room
          ? m.tooManyImages()
          : null,
    );
    if (images.length > 0 && room > 0) onChange([...files, ...images.slice(0, room)]);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void add([...event.dataTransfer.files]);
  };
  const message = problem ?? error;
  const input = (
    <input
      id={inputId}
      type="file"
      accept="image/*"
      multiple
      disabled={disabled}
      className="sr-only"
      aria-describedby={message ? `${inputId}-message` : undefined}
      onChange={(e) => {
        void add([...(e.target.files ?? [])]);
        e.target.value = '';
      }}
    />
  );
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label}</span>
      {files.length === 0 ? (
        <label
          htmlFor={inputId}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'flex min-h-32 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-edge p-4 text-center text-soft focus-within:outline-2 focus-within:outline-brand',
            dragging && 'border-brand bg-highlight',
            message && 'border-danger',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-6" />
          <span>{m.dropImagesUpTo({ max })}</span>
          {input}
        </label>
      ) : (
        <div onDragOver={(e) => e.preventDefault()} onDrop={drop} className="flex flex-col gap-2">
          <ul className="flex flex-wrap gap-4 pt-3 pr-3" aria-label={m.chosenImages()}>
            {files.map((file, i) => (
              <li key={`${file.name}-${i}`} className="relative">
                <img
                  src={previews[i]}
                  alt={m.imageNamed({ n: i + 1, name: file.name })}
                  className="size-20 rounded-md bg-sunken object-cover"
                />
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, j) => j !== i))}
                  aria-label={m.removeImageN({ n: i + 1 })}
                  className="group absolute -top-3 -right-3 flex size-11 items-center justify-center rounded-full"
                >
                  <span className="flex size-7 items-center justify-center rounded-full bg-inverse text-on-inverse group-focus-visible:outline-2 group-focus-visible:outline-brand">
                    <X aria-hidden="true" className="size-4" />
                  </span>
                </button>
              </li>
            ))}
            {files.length < max && (
              <li>
                <label
                  htmlFor={inputId}
                  className="flex size-20 cursor-pointer flex-col items-center justify-center rounded-md border-2 border-dashed border-edge text-xs text-soft focus-within:outline-2 focus-within:outline-brand"
                >
                  <ImagePlus aria-hidden="true" className="size-5" />
                  {m.add()}
                  {input}
                </label>
              </li>
            )}
          </ul>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            disabled={disabled}
            onClick={() => {
              setProblem(null);
              onChange([]);
            }}
          >
            {m.clearImages()}
          </Button>
        </div>
      )}
      {message && (
        <p id={`${inputId}-message`} role="alert" className="text-sm text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

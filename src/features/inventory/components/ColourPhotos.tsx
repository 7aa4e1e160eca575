import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { Photo } from '../../../components/ui/photo.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { uploadImages } from '../../../lib/upload.ts';
import { useOnline } from '../../../offline/online.ts';
import { setColorImages } from '../api/mutations.ts';
import type { InventoryRow, ProductDetails } from '../api/queries.ts';
import { localName } from '../../../lib/local-name.ts';

/** Each colour's own photos (issue 32): a buyer choosing the maroon sees the maroon. */
export function ColourPhotos({ product }: { product: ProductDetails }) {
  const colours = [...new Map(product.entries.map((e) => [e.color.id, e.color])).values()];
  return (
    <Card aria-labelledby="colour-photos" className="flex flex-col gap-2">
      <h2 id="colour-photos" className="text-lg font-semibold">
        {m.colourPhotos()}
      </h2>
      <p className="text-sm text-soft">{m.colourPhotosHint()}</p>
      {colours.map((c) => (
        <ColourRow
          key={c.id}
          product={product}
          color={c}
          images={product.colors.find((x) => x.colorId === c.id)?.images ?? []}
        />
      ))}
    </Card>
  );
}

function ColourRow({
  product,
  color,
  images,
}: {
  product: ProductDetails;
  color: InventoryRow['color'];
  images: string[];
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  // A colour's pickers and buttons are made when it is opened: a product of 25 colours opens
  // without 25 of each (issue 52's 500-variant product).
  const [open, setOpen] = useState(false);
  const save = async (next: () => Promise<string[]>) => {
    setBusy(true);
    try {
      await setColorImages(queryClient, {
        productId: product.id,
        colorId: color.id,
        images: await next(),
      });
      setFiles([]);
      toast.success(m.colourPhotosSaved({ colour: localName(color) }));
    } catch (failure) {
      toast.error(errorText(failure, m.unableToUploadDetails()));
    } finally {
      setBusy(false);
    }
  };
  const upload = async () =>
    (await uploadImages(files, { folderName: 'productImages', storeId: product.storeId })).map(
      (u) => u.url,
    );
  return (
    <details
      className="border-t border-line pt-2"
      data-testid="colour-photos"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="tap-target flex cursor-pointer items-center gap-2 font-medium">
        <Swatch hex={color.hexCode} className="size-3" />
        {localName(color)}
        <span className="font-normal text-soft">· {m.countPhotos({ count: images.length })}</span>
      </summary>
      {open && (
        <div className="mt-2 flex flex-col gap-3">
          {images.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {images.map((url, i) => (
                <li key={url}>
                  <Photo
                    src={url}
                    alt={m.productImageN({
                      name: `${product.name} · ${localName(color)}`,
                      n: i + 1,
                    })}
                    size={64}
                  />
                </li>
              ))}
            </ul>
          )}
          <ImagePicker
            files={files}
            onChange={setFiles}
            disabled={busy}
            label={m.colourPhotosOf({ colour: localName(color) })}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={!online || busy || files.length === 0}
              title={online ? undefined : m.photosNeedConnection()}
              onClick={() => void save(upload)}
            >
              {m.savePhotos()}
            </Button>
            {images.length > 0 && (
              <Button
                type="button"
                variant="secondary"
                disabled={!online || busy}
                onClick={() => void save(async () => [])}
              >
                {m.colourPhotosRemove()}
              </Button>
            )}
          </div>
        </div>
      )}
    </details>
  );
}

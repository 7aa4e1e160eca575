import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { uploadImages } from '../../../lib/upload.ts';
import { useOnline } from '../../../offline/online.ts';
import { setProductPhotos } from '../api/mutations.ts';

/** A draft an import made without images: its photos go up, and it is listed (issue 32). */
export function AddPhotos({ productId, storeId }: { productId: string; storeId: string }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    if (files.length === 0) return setError(m.uploadImages());
    setError(undefined);
    setProgress(0);
    try {
      const uploaded = await uploadImages(
        files,
        { folderName: 'productImages', storeId },
        { onProgress: setProgress },
      );
      await setProductPhotos(
        queryClient,
        productId,
        uploaded.map((u) => u.url),
      );
      toast.success(m.photosSaved());
    } catch (failure) {
      toast.error(errorText(failure, m.unableToUploadDetails()));
    } finally {
      setProgress(null);
    }
  };
  return (
    <Card aria-labelledby="add-photos">
      <h2 id="add-photos" className="mb-2 text-lg font-semibold">
        {m.needsPhotos()}
      </h2>
      <FormMessage>{m.importRulePhotos()}</FormMessage>
      <div className="mt-3 flex flex-col gap-3">
        <ImagePicker
          files={files}
          onChange={setFiles}
          error={error}
          disabled={progress !== null}
          label={m.addPhotos()}
        />
        {progress !== null && (
          <progress className="w-full" value={progress} max={1} aria-label={m.savePhotos()} />
        )}
        <Button
          type="button"
          className="self-start"
          disabled={!online || progress !== null}
          title={online ? undefined : m.photosNeedConnection()}
          onClick={() => void save()}
        >
          {m.savePhotos()}
        </Button>
      </div>
    </Card>
  );
}

import type { ImagePurpose, StoredImage } from '@pickleball/domain/files/files.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadImage } from './upload-image';

export interface Upload {
  key: number;
  name: string;
  /** 0 to 100; null while the browser does not know the total. */
  percent: number | null;
}

/**
 * The uploads of an image field: each one's progress for the screen, aborted when the field goes,
 * and a way to wait for every one under way (a form saving meanwhile). A finished upload is put
 * in the field's value at once (`valueRef` too, read before the parent renders it again).
 */
export function useImageUploads({
  purpose,
  maxFiles,
  valueRef,
  onChange,
  onFailed,
}: {
  purpose: ImagePurpose;
  maxFiles: number;
  valueRef: { current: readonly StoredImage[] };
  onChange: (images: StoredImage[]) => void;
  onFailed: (name: string, caught: unknown) => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(0);
  const abortRef = useRef(new Set<AbortController>());
  /** Uploads under way, each resolving to whether it went through. */
  const sendingRef = useRef(new Set<Promise<boolean>>());
  useEffect(() => {
    const controllers = abortRef.current;
    return () => {
      for (const controller of controllers) controller.abort();
    };
  }, []);

  const upload = useCallback(
    async (blob: Blob, name: string): Promise<boolean> => {
      const key = nextKey.current++;
      const controller = new AbortController();
      abortRef.current.add(controller);
      setUploads((current) => [...current, { key, name, percent: 0 }]);
      try {
        const stored = await uploadImage(blob, name, purpose, {
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setUploads((current) =>
              current.map((item) =>
                item.key === key
                  ? { ...item, percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null }
                  : item,
              ),
            ),
        });
        const next = maxFiles === 1 ? [stored] : [...valueRef.current, stored].slice(0, maxFiles);
        valueRef.current = next;
        onChange(next);
        return true;
      } catch (caught) {
        if (!controller.signal.aborted) onFailed(name, caught);
        return false;
      } finally {
        abortRef.current.delete(controller);
        setUploads((current) => current.filter((item) => item.key !== key));
      }
    },
    [purpose, maxFiles, valueRef, onChange, onFailed],
  );

  const send = useCallback(
    (blob: Blob, name: string) => {
      const sending = upload(blob, name);
      sendingRef.current.add(sending);
      void sending.finally(() => sendingRef.current.delete(sending));
      return sending;
    },
    [upload],
  );

  /** Resolves when every upload under way has ended: whether each went through. */
  const allSent = useCallback(() => Promise.all([...sendingRef.current]), []);

  return { uploads, send, allSent };
}

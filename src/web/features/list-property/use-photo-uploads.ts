// The listing form's photos on their way up: one after another (the server
// processes one photo at a time anyway), each with its progress, its refusal
// shown on it, and the stored photo's key taking the place of the form's own id.
import { useCallback, useRef, useState, type RefObject } from "react";
import type { FormPhoto, ListingForm } from "./listing-form-model.ts";
import { PhotoUploadError, uploadPhoto } from "./photo-upload.ts";
import type { UploadProgress } from "./photo-step.tsx";

/** Refusals worth another try with the same file; the others need another photo. */
const RETRYABLE = new Set(["failed", "busy", "throttled"]);

type Files = ReadonlyMap<string, Blob>;

/** The files without the one of this id. */
export const without = (id: string) => (m: Files) => {
  const next = new Map(m);
  next.delete(id);
  return next;
};

/** The form's latest state and the only ways it changes (use-listing-form.ts). */
interface FormAccess {
  latest: RefObject<{ form: ListingForm; files: Files }>;
  changeForm: (change: (f: ListingForm) => ListingForm) => void;
  changeFiles: (change: (m: Files) => Files) => void;
}

export function usePhotoUploads({ latest, changeForm, changeFiles }: FormAccess) {
  const [progress, setProgress] = useState<UploadProgress>({});
  const queue = useRef<Promise<void>>(Promise.resolve());

  const patchPhoto = useCallback(
    (id: string, patch: Partial<FormPhoto>) => {
      changeForm((f) => ({ ...f, photos: f.photos.map((p) => (p.id === id ? { ...p, ...patch } : p)) }));
    },
    [changeForm],
  );

  /** Uploads one photo still in this browser; its progress bar follows, and its refusal is shown on it. */
  const uploadOne = useCallback(
    async (id: string) => {
      const file = latest.current.files.get(id);
      const photo = latest.current.form.photos.find((p) => p.id === id);
      if (!file || !photo || photo.key) return;
      setProgress((p) => ({ ...p, [id]: 0 }));
      try {
        const uploaded = await uploadPhoto(file, (sent) => {
          setProgress((p) => ({ ...p, [id]: sent >= 1 ? "processing" : sent }));
        });
        // The stored photo's key becomes its id on the form; the cover follows it.
        changeForm((f) => ({
          ...f,
          photos: f.photos.map((p) => (p.id === id ? { ...p, id: uploaded.key, key: uploaded.key, path: uploaded.path, error: null } : p)),
          cover: f.cover === id ? uploaded.key : f.cover,
        }));
        changeFiles(without(id));
      } catch (error) {
        const code = error instanceof PhotoUploadError ? error.code : "failed";
        patchPhoto(id, { error: code });
        if (!RETRYABLE.has(code)) changeFiles(without(id));
      } finally {
        setProgress((p) => {
          const next = { ...p };
          delete next[id];
          return next;
        });
      }
    },
    [patchPhoto, changeForm, changeFiles],
  );

  /** Queues uploads one after another (the server processes one photo at a time anyway). */
  const enqueue = useCallback(
    (ids: readonly string[]) => {
      for (const id of ids) queue.current = queue.current.then(() => uploadOne(id));
      return queue.current;
    },
    [uploadOne],
  );

  /** Uploads every photo still in this browser, and answers whether all of them are now stored. */
  const uploadWaiting = useCallback(async () => {
    const waiting = latest.current.form.photos.filter((p) => p.key === null && p.error === null && latest.current.files.has(p.id));
    await enqueue(waiting.map((p) => p.id));
    await queue.current;
    return latest.current.form.photos.every((p) => p.key !== null);
  }, [enqueue]);

  return { progress, patchPhoto, enqueue, uploadWaiting };
}

import { useEffect, useMemo, useRef } from "react";
import { MAX_LISTING_PHOTOS } from "../../../domain/listings/owner-listing-fields.ts";
import {
  MAX_FREE_PHOTOS,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_SIDE,
} from "../../../domain/listings/photo-limits.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { FormPhoto } from "./listing-form-model.ts";

/** Where a photo's upload stands: a share sent (0–1), "processing" once sent, or nothing (not under way). */
export type UploadProgress = Record<string, number | "processing">;

/** The types the photo input offers; an iPhone then sends its photos as JPEG. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** The numbers a refusal message names. */
export const PHOTO_LIMIT_VALUES = {
  bytes: MAX_PHOTO_BYTES / 1_000_000,
  megapixels: MAX_PHOTO_PIXELS / 1_000_000,
  side: MAX_PHOTO_SIDE,
  minSide: MIN_PHOTO_SIDE,
  max: MAX_LISTING_PHOTOS,
  free: MAX_FREE_PHOTOS,
};

/** A photo's words for its refusal: the limit named where the refusal has one. */
function errorText(t: ReturnType<typeof useI18n>["t"], code: string): string {
  const known = `listProperty.photoError.${code}`;
  const values = { ...PHOTO_LIMIT_VALUES, side: code === "too_small" ? MIN_PHOTO_SIDE : MAX_PHOTO_SIDE };
  const text = t(known, values);
  return text === known ? t("listProperty.photoError.failed") : text;
}

/**
 * The photos: add (up to the limit), each with its own progress bar or
 * refusal, moved earlier or later, one chosen as the cover, removed.
 */
export function PhotoStep(props: {
  photos: FormPhoto[];
  cover: string | null;
  files: ReadonlyMap<string, Blob>;
  progress: UploadProgress;
  /** Whether photos go up as soon as they are added (a confirmed member) or when the listing is sent. */
  uploadsNow: boolean;
  error: string | undefined;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onCover: (id: string) => void;
  onRetry: (id: string) => void;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  // Previews of photos still in this browser: one object URL each, let go when the photo goes.
  const urls = useMemo(() => new Map<string, string>(), []);
  useEffect(() => {
    for (const [id, url] of urls) {
      if (!props.files.has(id)) {
        URL.revokeObjectURL(url);
        urls.delete(id);
      }
    }
  }, [props.files, urls]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  const previewOf = (photo: FormPhoto): string | null => {
    if (photo.path) return photo.path;
    const file = props.files.get(photo.id);
    if (!file) return null;
    if (!urls.has(photo.id)) urls.set(photo.id, URL.createObjectURL(file));
    return urls.get(photo.id)!;
  };
  const coverId = props.cover ?? props.photos.find((p) => p.error === null)?.id ?? null;
  const full = props.photos.length >= MAX_LISTING_PHOTOS;
  return (
    <div className="lp-photos">
      <p className="field-hint" id="lp-photos-hint">
        {t("listProperty.photosHint", { max: MAX_LISTING_PHOTOS, bytes: PHOTO_LIMIT_VALUES.bytes })}
      </p>
      <div className="lp-photos-bar">
        <label className={`button button-secondary lp-add-photos${full ? " is-disabled" : ""}`}>
          {t("listProperty.addPhotos")}
          <input
            ref={input}
            className="visually-hidden"
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            disabled={full}
            aria-describedby="lp-photos-hint"
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = "";
              if (files.length) props.onAdd(files);
            }}
          />
        </label>
        <span className="muted" aria-live="polite">
          {t("listProperty.photoCount", { count: props.photos.length, max: MAX_LISTING_PHOTOS })}
        </span>
      </div>
      {props.error ? <p className="field-error">{t(`listProperty.error.${props.error}`)}</p> : null}
      {props.photos.length > 0 ? (
        <ol className="lp-photo-list">
          {props.photos.map((photo, index) => {
            const preview = previewOf(photo);
            const progress = props.progress[photo.id];
            const label = t("listProperty.photoAlt", { n: index + 1 });
            return (
              <li key={photo.id} className={`lp-photo${photo.error ? " has-error" : ""}`} data-photo-state={stateOf(photo, progress)}>
                <div className="lp-photo-frame">
                  {preview ? <img src={preview} alt={label} loading="lazy" decoding="async" /> : null}
                  {photo.id === coverId && photo.error === null ? (
                    <span className="lp-cover-badge">{t("listProperty.photoCover")}</span>
                  ) : null}
                </div>
                <div className="lp-photo-body">
                  <p className="lp-photo-name" title={photo.name}>
                    {photo.name || label}
                  </p>
                  {photo.error ? (
                    <p className="field-error" role="alert">
                      {errorText(t, photo.error)}
                    </p>
                  ) : progress === "processing" ? (
                    <p className="field-hint">{t("listProperty.photoProcessing")}</p>
                  ) : typeof progress === "number" ? (
                    <>
                      <progress className="lp-progress" max={100} value={Math.round(progress * 100)} aria-label={label} />
                      <p className="field-hint">{t("listProperty.photoUploading", { percent: Math.round(progress * 100) })}</p>
                    </>
                  ) : photo.key ? (
                    <p className="field-hint lp-photo-done">{t("listProperty.photoDone")}</p>
                  ) : (
                    <p className="field-hint">{props.uploadsNow ? t("listProperty.photoProcessing") : t("listProperty.photoWaiting")}</p>
                  )}
                  <div className="lp-photo-actions">
                    {photo.error === null ? (
                      <label className="lp-cover-choice">
                        <input type="radio" name="lp-cover" checked={photo.id === coverId} onChange={() => props.onCover(photo.id)} />
                        {t("listProperty.photoCover")}
                      </label>
                    ) : props.files.has(photo.id) && photo.error === "failed" ? (
                      <button type="button" className="button button-ghost" onClick={() => props.onRetry(photo.id)}>
                        {t("listProperty.photoRetry")}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="icon-text-button"
                      disabled={index === 0}
                      aria-label={`${t("listProperty.photoEarlier")}: ${label}`}
                      onClick={() => props.onMove(index, index - 1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="icon-text-button"
                      disabled={index === props.photos.length - 1}
                      aria-label={`${t("listProperty.photoLater")}: ${label}`}
                      onClick={() => props.onMove(index, index + 1)}
                    >
                      ↓
                    </button>
                    <button type="button" className="button button-ghost lp-remove" onClick={() => props.onRemove(photo.id)}>
                      {t("listProperty.photoRemove")}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}

/** A photo's state for tests and styles: refused, uploading, processing, uploaded or waiting. */
function stateOf(photo: FormPhoto, progress: number | "processing" | undefined): string {
  if (photo.error) return "refused";
  if (progress === "processing") return "processing";
  if (typeof progress === "number") return "uploading";
  return photo.key ? "uploaded" : "waiting";
}

// The listing form's state and what the owner does with it: fill the steps,
// add photos (up at once for a confirmed member, kept in this browser for
// anyone else), sign in or sign up when sending, and send. The form is kept
// in this browser as it changes, so a failure, a sign-up or a closed tab never
// loses it; it is forgotten once the listing is stored.
import { useCallback, useEffect, useRef, useState } from "react";
import type { OwnerListing } from "../../../domain/contracts/owner-listings.ts";
import { MAX_LISTING_PHOTOS } from "../../../domain/listings/owner-listing-fields.ts";
import { MAX_PHOTO_BYTES } from "../../../domain/listings/photo-limits.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { api, ApiError, refusalOf } from "../../lib/api-client.ts";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { nameIn } from "../../lib/localized-name.ts";
import { clearListingWaiting, markListingWaiting } from "../../lib/pending-listing.ts";
import { forgetDraft, keepDraft, readDraft } from "./draft-store.ts";
import {
  bodyOf,
  EMPTY_FORM,
  FORM_STEPS,
  formOf,
  formProblems,
  movePhoto,
  stepOfField,
  stepProblems,
  type FormPhoto,
  type FormStep,
  type ListingForm,
} from "./listing-form-model.ts";
import { usePhotoUploads, without } from "./use-photo-uploads.ts";

/** Where the owner is: filling in, asked to sign in, asked to confirm their e-mail, sending, or done. */
export type FormPhase = "loading" | "editing" | "signIn" | "verify" | "sending" | "sent" | "notEditable";

/** The statuses whose form the owner may still change. */
const EDITABLE = new Set(["draft", "changes"]);
/** How long after the last change the form is written to this browser's storage. */
const KEEP_DELAY_MS = 300;

const newPhotoId = () => `local-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/** A 400's field errors as the form's codes; a code the form has no words for reads "check this field". */
function fieldErrorsOf(error: unknown, known: (code: string) => boolean): Record<string, string> | null {
  const refusal = refusalOf(error);
  if (!refusal || !(error instanceof ApiError) || error.status !== 400) return null;
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(refusal.fields)) {
    const name = field.startsWith("photos.") ? "photos" : field.startsWith("otherAreas.") ? field : field.split(".")[0]!;
    errors[name] = known(code) ? code : "invalid";
  }
  return errors;
}

export function useListingForm(editId: number | null) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { user } = useLayout();
  const [form, setForm] = useState<ListingForm>(EMPTY_FORM);
  const [step, setStep] = useState<FormStep>("place");
  const [reached, setReached] = useState(0);
  const [listingId, setListingId] = useState<number | null>(editId);
  const [files, setFiles] = useState<ReadonlyMap<string, Blob>>(new Map());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [phase, setPhase] = useState<FormPhase>("loading");
  const [kept, setKept] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<OwnerListing | null>(null);
  const [draftSaved, setDraftSaved] = useState(false);
  const confirmed = user?.isConfirmed === true;

  // The latest form and files for the upload queue and the send, which outlive a render: every change goes
  // through here, so they never read a state one render old.
  const latest = useRef({ form, files });
  const changeForm = useCallback((change: (f: ListingForm) => ListingForm) => {
    latest.current.form = change(latest.current.form);
    setForm(latest.current.form);
  }, []);
  const changeFiles = useCallback((change: (m: ReadonlyMap<string, Blob>) => ReadonlyMap<string, Blob>) => {
    latest.current.files = change(latest.current.files);
    setFiles(latest.current.files);
  }, []);

  const known = useCallback((code: string) => t(`listProperty.error.${code}`) !== `listProperty.error.${code}`, [t]);

  // Start: the listing being edited, else the form this browser kept, else an empty one.
  useEffect(() => {
    let live = true;
    void (async () => {
      if (editId !== null) {
        try {
          const answer = await api.get<{ data: OwnerListing }>(`/api/owner-listings/${String(editId)}`);
          if (!live) return;
          changeForm(() => formOf(answer.data, language));
          setReached(FORM_STEPS.length - 1);
          setPhase(EDITABLE.has(answer.data.status) ? "editing" : "notEditable");
        } catch {
          if (!live) return;
          store.showMessage("apiCallError");
          setPhase("notEditable");
        }
        return;
      }
      const draft = await readDraft();
      if (!live) return;
      if (draft) {
        changeForm(() => draft.form);
        setStep(draft.step);
        setReached(FORM_STEPS.indexOf(draft.step));
        setListingId(draft.listingId);
        changeFiles(() => new Map(Object.entries(draft.files)));
        setKept(true);
      }
      setPhase("editing");
    })();
    return () => {
      live = false;
    };
  }, [editId, language, store, changeForm, changeFiles]);

  // Kept in this browser a moment after each change (an edit of a stored listing is kept on the server instead).
  useEffect(() => {
    if (phase === "loading" || phase === "sent" || phase === "notEditable" || editId !== null) return;
    const timer = setTimeout(() => {
      void keepDraft({ form, step, listingId, files: Object.fromEntries(files), savedAt: Date.now() });
    }, KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [form, step, listingId, files, phase, editId]);

  const { progress, patchPhoto, enqueue, uploadWaiting } = usePhotoUploads({ latest, changeForm, changeFiles });

  const addFiles = useCallback(
    (picked: File[]) => {
      const room = MAX_LISTING_PHOTOS - latest.current.form.photos.length;
      if (picked.length > room) store.showMessage(t("listProperty.tooManyOnListing", { max: MAX_LISTING_PHOTOS }));
      const added: FormPhoto[] = [];
      const blobs = new Map<string, Blob>();
      for (const file of picked.slice(0, Math.max(0, room))) {
        const id = newPhotoId();
        const tooBig = file.size > MAX_PHOTO_BYTES;
        added.push({ id, key: null, path: null, name: file.name, error: tooBig ? "too_many_bytes" : null });
        if (!tooBig) blobs.set(id, file);
      }
      changeForm((f) => ({ ...f, photos: [...f.photos, ...added] }));
      changeFiles((m) => new Map([...m, ...blobs]));
      setErrors(({ photos: _, ...rest }) => rest);
      if (confirmed) void enqueue([...blobs.keys()]);
    },
    [confirmed, enqueue, store, t, changeForm, changeFiles],
  );

  const update = useCallback(
    (patch: Partial<ListingForm>) => {
      changeForm((f) => ({ ...f, ...patch }));
      setFailed(false);
      setDraftSaved(false);
      setErrors((e) => {
        const next = { ...e };
        for (const field of Object.keys(patch)) {
          delete next[field];
          if (field === "building" || field === "address" || field === "addressTyped") delete next.buildingId;
          if (field === "otherAreas") for (const key of Object.keys(next)) if (key.startsWith("otherAreas.")) delete next[key];
        }
        return next;
      });
    },
    [changeForm],
  );

  /** Shows the problems and opens the step of the first. */
  const showProblems = useCallback((problems: Record<string, string>) => {
    setErrors(problems);
    const first = FORM_STEPS.find((s) => Object.keys(problems).some((field) => stepOfField(field) === s));
    if (first) setStep(first);
  }, []);

  const goTo = useCallback(
    (next: FormStep) => {
      const index = FORM_STEPS.indexOf(next);
      if (index > reached + 1) return;
      setStep(next);
    },
    [reached],
  );

  const next = useCallback(() => {
    const problems = stepProblems(form, step);
    if (Object.keys(problems).length > 0) {
      setErrors((e) => ({ ...e, ...problems }));
      return false;
    }
    const index = FORM_STEPS.indexOf(step);
    const following = FORM_STEPS[Math.min(index + 1, FORM_STEPS.length - 1)]!;
    setStep(following);
    setReached((r) => Math.max(r, index + 1));
    return true;
  }, [form, step]);

  const back = useCallback(() => {
    const index = FORM_STEPS.indexOf(step);
    setStep(FORM_STEPS[Math.max(0, index - 1)]!);
  }, [step]);

  /** Stores the form on the server (a new draft, or the existing one saved); answers the listing (a failure throws). */
  const storeListing = useCallback(async (): Promise<OwnerListing> => {
    const body = bodyOf(latest.current.form);
    const answer =
      listingId === null
        ? await api.post<{ data: OwnerListing }>("/api/owner-listings", body)
        : await api.post<{ data: OwnerListing }>(`/api/owner-listings/${String(listingId)}/save`, body);
    setListingId(answer.data.id);
    return answer.data;
  }, [listingId]);

  const failWith = useCallback(
    (error: unknown) => {
      const fields = fieldErrorsOf(error, known);
      if (fields && Object.keys(fields).length > 0) {
        showProblems(fields);
        store.showMessage(t("listProperty.fixErrors"));
      } else {
        setFailed(true);
        store.showMessage(error instanceof ApiError && error.throttled ? error.throttled : t("listProperty.failed"));
      }
      setPhase("editing");
    },
    [known, showProblems, store, t],
  );

  /** Sends the listing for review: stored photos first, then the form, then the submission. */
  const send = useCallback(async () => {
    const problems = formProblems(latest.current.form);
    if (Object.keys(problems).length > 0) {
      showProblems(problems);
      return;
    }
    if (!user) {
      markListingWaiting(window.location.pathname);
      setPhase("signIn");
      store.openLogin();
      return;
    }
    if (!user.isConfirmed) {
      markListingWaiting(window.location.pathname);
      setPhase("verify");
      return;
    }
    setPhase("sending");
    setFailed(false);
    if (!(await uploadWaiting())) {
      showProblems({ photos: "photoError" });
      setPhase("editing");
      return;
    }
    try {
      const stored = await storeListing();
      const submitted = await api.post<{ data: OwnerListing }>(`/api/owner-listings/${String(stored.id)}/submit`, {});
      await forgetDraft();
      clearListingWaiting();
      setSent(submitted.data);
      setPhase("sent");
    } catch (error) {
      failWith(error);
    }
  }, [failWith, showProblems, store, storeListing, uploadWaiting, user]);

  /** A confirmed member's draft stored on the server, to finish later from My listings. */
  const saveDraft = useCallback(async () => {
    setPhase("sending");
    await uploadWaiting();
    try {
      await storeListing();
      setDraftSaved(true);
      setPhase("editing");
    } catch (error) {
      failWith(error);
    }
  }, [failWith, storeListing, uploadWaiting]);

  // Signed in from the prompt: a confirmed member's listing goes on at once; a new account confirms its e-mail first.
  useEffect(() => {
    if (phase !== "signIn" || !user) return;
    if (user.isConfirmed) void send();
    else setPhase("verify");
  }, [phase, user, send]);

  // A confirmed member's photos kept from before signing in go up while they look over the form.
  const ready = phase === "editing";
  useEffect(() => {
    if (ready && confirmed && editId === null) void uploadWaiting();
  }, [ready, confirmed, editId, uploadWaiting]);

  const startAgain = useCallback(async () => {
    await forgetDraft();
    clearListingWaiting();
    changeForm(() => EMPTY_FORM);
    changeFiles(() => new Map());
    setErrors({});
    setStep("place");
    setReached(0);
    setListingId(null);
    setKept(false);
    setSent(null);
    setPhase("editing");
  }, [changeForm, changeFiles]);

  return {
    form,
    step,
    reached,
    files,
    progress,
    errors,
    phase,
    kept,
    failed,
    sent,
    draftSaved,
    user,
    confirmed,
    agentName: sent?.agent ? nameIn({ en: sent.agent.name.en, zhHk: sent.agent.name.zh, zhCn: sent.agent.name.zh }, language) : null,
    update,
    goTo,
    next,
    back,
    send,
    saveDraft,
    startAgain,
    addFiles,
    removePhoto: (id: string) => {
      changeForm((f) => ({ ...f, photos: f.photos.filter((p) => p.id !== id), cover: f.cover === id ? null : f.cover }));
      changeFiles(without(id));
    },
    movePhoto: (from: number, to: number) => changeForm((f) => ({ ...f, photos: movePhoto(f.photos, from, to) })),
    setCover: (id: string) => changeForm((f) => ({ ...f, cover: id })),
    retryPhoto: (id: string) => {
      patchPhoto(id, { error: null });
      if (confirmed) void enqueue([id]);
    },
    openLogin: () => store.openLogin(),
    openSignup: () => store.openSignup(),
  };
}

export type ListingFormState = ReturnType<typeof useListingForm>;

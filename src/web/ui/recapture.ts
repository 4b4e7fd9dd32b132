import { useEffect } from "react";
import { useLayoutStore } from "../lib/layout-context.tsx";
import { recaptureStep } from "../lib/recapture.ts";
import { useRootData } from "../lib/root-data.ts";

/** The recapture step as the page runs it: on only when configured, with this browser's storage and clock. */
export function useRecaptureStep(): () => void {
  const store = useLayoutStore();
  const { recapturePrompt } = useRootData();
  return () => {
    if (!recapturePrompt) return;
    recaptureStep(store, { enabled: true, storage: window.localStorage, now: Date.now() });
  };
}

/** Leaving the tab and coming back runs the recapture step (the step itself skips it while enquiring). */
export function RecaptureOnReturn() {
  const store = useLayoutStore();
  const { recapturePrompt } = useRootData();
  useEffect(() => {
    if (!recapturePrompt) return;
    let left = false;
    const leave = () => {
      left = true;
    };
    const back = () => {
      if (!left) return;
      left = false;
      recaptureStep(store, { enabled: true, storage: window.localStorage, now: Date.now() });
    };
    window.addEventListener("blur", leave);
    window.addEventListener("focus", back);
    return () => {
      window.removeEventListener("blur", leave);
      window.removeEventListener("focus", back);
    };
  }, [recapturePrompt, store]);
  return null;
}

import { useState } from "react";
import type { Result } from "../../../domain/contracts/account-user.ts";
import { callFailure } from "../../lib/account-api.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";

export type FieldErrors = Record<string, string | undefined>;

/** The form's outcome line: the server's message key, and whether it is good news. */
export interface Outcome {
  message: string;
  ok: boolean;
}

function found(checks: Record<string, string | null | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * The shared life of an account page's form: the browser's checks first (no
 * call while one fails), then the call with the inputs disabled, then the
 * server's message or field errors; no answer at all is the global apiCallError.
 */
export function useAccountForm() {
  const store = useLayoutStore();
  const [loading, setLoading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function run<T extends { result: Result }>(
    checks: Record<string, string | null | undefined>,
    call: () => Promise<T>,
  ): Promise<T | null> {
    const failed = found(checks);
    setErrors(failed);
    setOutcome(null);
    if (Object.keys(failed).length > 0) return null;
    setLoading(true);
    try {
      const answer = await call();
      setOutcome({ message: answer.result.message, ok: !answer.result.hasError });
      return answer;
    } catch (error) {
      const failure = callFailure(error);
      if (!failure.answered) store.showMessage("apiCallError");
      else {
        setErrors(failure.fields);
        setOutcome({ message: failure.message, ok: false });
      }
      return null;
    } finally {
      setLoading(false);
    }
  }

  return { loading, errors, setErrors, outcome, run };
}

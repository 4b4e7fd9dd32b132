import { createContext, useContext, type ReactNode } from "react";

// The CSP nonce is only known on the server; in the browser scripts are
// already trusted, so the empty default is right there.
const NonceContext = createContext<string>("");

export function NonceProvider(props: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={props.nonce}>{props.children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}

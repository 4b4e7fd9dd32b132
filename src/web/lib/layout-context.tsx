import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import type { User } from "../../domain/contracts/account-user.ts";
import type { Role } from "../../domain/policy/viewer.ts";
import { createLayoutStore, type LayoutState, type LayoutStore } from "./layout-state.ts";

const LayoutContext = createContext<LayoutStore | null>(null);

/**
 * One layout store per page: created on the server for each request (so no
 * person's state leaks into another's render) and once in the browser, seeded
 * with the user and roles the root loader read from the session.
 */
export function LayoutProvider(props: { user: User | null; roles: readonly Role[]; children: ReactNode }) {
  const [store] = useState(() => createLayoutStore({ user: props.user, roles: props.roles }));
  return <LayoutContext.Provider value={store}>{props.children}</LayoutContext.Provider>;
}

export function useLayoutStore(): LayoutStore {
  const store = useContext(LayoutContext);
  if (!store) throw new Error("useLayoutStore outside LayoutProvider");
  return store;
}

/** The layout state, re-rendering the caller when it changes. */
export function useLayout(): LayoutState {
  const store = useLayoutStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

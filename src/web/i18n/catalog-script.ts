import { messagesFromJson, type Messages } from "./i18n.tsx";

// A page's catalog part travels as a script of its own (decision 0065), not
// in the root loader's data: the same ~31 KB were in every page's HTML, copied,
// compressed and downloaded again on each page. The script's address carries
// a hash of its content, so a browser keeps it for a year and fetches it
// once per language, part and release. The root loader sends the address
// only; the page's render finds the catalog under it (the server registers
// each catalog as it makes its address, the browser's script files it on
// `self`).

/** The address of a catalog part's script, e.g. "/i18n/en.search.3f9a1c0d2b.js". */
export type CatalogAddress = string & { readonly catalogAddress: unique symbol };

/** Where the server answers for catalog scripts (src/server/http/react-router.ts). */
export const CATALOG_PATH = "/i18n/";

const GLOBAL = "__hhCatalogs";

type CatalogShelf = Record<string, string | undefined>;

/** The catalogs this process wrote (the server's) by address. */
const written = new Map<CatalogAddress, Messages>();

/** Server: the catalog is the one under this address for this process's renders. */
export function registerCatalog(address: CatalogAddress, messages: Messages): void {
  written.set(address, messages);
}

/** The script that files a catalog's JSON text under its address (the browser parses it once, on first use). */
export function catalogScriptText(address: CatalogAddress, json: string): string {
  return `(self.${GLOBAL}=self.${GLOBAL}||{})[${JSON.stringify(address)}]=${JSON.stringify(json)};\n`;
}

function shelf(): CatalogShelf | undefined {
  return (globalThis as unknown as Record<typeof GLOBAL, CatalogShelf | undefined>)[GLOBAL];
}

/** The catalog under an address: the one written here (server), else the one its script filed (browser). */
export function catalogAt(address: CatalogAddress): Messages {
  const own = written.get(address);
  if (own) return own;
  const text = shelf()?.[address];
  // Never the case on a page whose script ran before the app's (the layout writes it first); an empty
  // catalog shows keys rather than failing the page.
  if (text === undefined) return {};
  return messagesFromJson(text as Parameters<typeof messagesFromJson>[0]);
}

/** Whether the catalog under an address is here (written by this process, or its script has run). */
export function catalogLoaded(address: CatalogAddress): boolean {
  return written.has(address) || shelf()?.[address] !== undefined;
}

const loading = new Map<CatalogAddress, Promise<void>>();

/**
 * Browser: a client navigation to a page with another part of the catalog
 * loads that part's script before the page renders (the root's clientLoader),
 * and a lazy panel loads its own part with its code. One script per address
 * however many ask; a script that failed is asked for again next time.
 */
export function loadCatalog(address: CatalogAddress): Promise<void> {
  if (catalogLoaded(address)) return Promise.resolve();
  let pending = loading.get(address);
  if (pending === undefined) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = address;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(address);
        script.remove();
        reject(new Error(`the catalog ${address} did not load`));
      };
      document.head.append(script);
    });
    loading.set(address, pending);
  }
  return pending;
}

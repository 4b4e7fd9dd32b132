/**
 * What the browser build imports as "react-dom/client" (see
 * vite-plugin-preact-client.ts). React Router hydrates the whole document;
 * Preact renders into an element, so the document is handed to it as a
 * stand-in parent whose only child is <html>, and the server's <html> is
 * hydrated in place.
 */
import type { ComponentChild } from "preact";
import { hydrate, render } from "preact/compat";

type Container = Element | DocumentFragment | Document;

function parentOf(container: Container): Element {
  if (container.nodeType !== Node.DOCUMENT_NODE) return container as Element;
  const doc = container as Document;
  const stand = {
    nodeType: Node.ELEMENT_NODE,
    namespaceURI: doc.documentElement.namespaceURI,
    ownerDocument: doc,
    get firstChild() {
      return doc.documentElement;
    },
    get childNodes() {
      return [doc.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => doc.insertBefore(node, before),
    appendChild: (node: Node) => doc.appendChild(node),
    removeChild: (node: Node) => doc.removeChild(node),
  };
  return stand as unknown as Element;
}

export function createRoot(container: Container) {
  const parent = parentOf(container);
  return {
    render: (children: ComponentChild) => render(children, parent),
    unmount: () => render(null, parent),
  };
}

export function hydrateRoot(container: Container, children: ComponentChild) {
  const parent = parentOf(container);
  hydrate(children, parent);
  return { render: (next: ComponentChild) => render(next, parent), unmount: () => render(null, parent) };
}

export default { createRoot, hydrateRoot };

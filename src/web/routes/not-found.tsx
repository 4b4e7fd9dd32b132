/** Any path inside a language that no page claims: the not-found page (48) with status 404. */
export function loader(): never {
  throw new Response(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

import { useLoaderData } from "react-router";
import type { Route } from "./+types/list-property.ts";
import { requestContext } from "../app-context.ts";
import { ListPropertyPage } from "../features/list-property/list-property-page.tsx";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";

/** The form is itself the way to an agent: no call-or-email prompt over it. */
export const handle = { ownContact: true };

/** List a property: open to anyone; the form asks for an account only when the listing is sent. */
export function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  return { about: context.get(requestContext).services.content.site.page("list-property", language) };
}

export default function ListPropertyRoute() {
  const { about } = useLoaderData<typeof loader>();
  return <ListPropertyPage about={about} />;
}

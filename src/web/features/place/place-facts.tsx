import type { PlaceData } from "../../../server/services/places/places-service.ts";
import type { PlaceTrail } from "../../../server/services/pages/pages-service.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { nameIn } from "../../lib/localized-name.ts";
import type { PlacePageKind } from "../../../domain/places/place-kinds.ts";

/** Where the place is, how old, how big, and how many homes are on offer. */
export function PlaceFacts(props: { kind: PlacePageKind; place: PlaceData; trail: PlaceTrail | null }) {
  const { t, language } = useI18n();
  const { place, trail } = props;
  const rows: [string, string][] = [];
  if (trail && props.kind !== "district") rows.push([t("place.district"), nameIn(trail.district.names, language)]);
  if (trail) rows.push([t("place.region"), nameIn(trail.region.names, language)]);
  if (trail?.address && props.kind === "building")
    rows.push([t("place.address"), `${trail.address.streetNo} ${nameIn(trail.address.street, language)}`]);
  if (place.builtYear) rows.push([t("place.builtYear"), String(place.builtYear)]);
  if (trail?.floors && props.kind === "building") rows.push([t("place.floors"), String(trail.floors)]);
  if (props.kind !== "building") rows.push([t("place.buildings"), String(place.buildings)]);
  if (trail?.hasClubhouse !== null && trail?.hasClubhouse !== undefined && props.kind === "building")
    rows.push([t("place.clubhouse"), t(trail.hasClubhouse ? "place.yes" : "place.no")]);
  rows.push([t("place.listingsForSale"), String(place.listings.sale)], [t("place.listingsForRent"), String(place.listings.rent)]);
  return (
    <dl className="key-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

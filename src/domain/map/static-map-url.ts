// The static map image shown for a listing without photos (centre lat,lng, zoom 16, 640x480 or 300x200 in tables, red marker, key from
// configuration). The provider is a URL template so a hosted service can be
// swapped in; the default is the locally rendered SVG (no internet here).

export const LOCAL_STATIC_MAP_TEMPLATE = "/staticmap/{lat}/{lng}/{width}x{height}.svg";
export const STATIC_MAP_ZOOM = 16;
export const STATIC_MAP_SIZES = { detail: { width: 640, height: 480 }, table: { width: 300, height: 200 } } as const;

export function staticMapUrl(
  lat: number,
  lng: number,
  size: keyof typeof STATIC_MAP_SIZES,
  template: string = LOCAL_STATIC_MAP_TEMPLATE,
  key = "",
): string {
  const { width, height } = STATIC_MAP_SIZES[size];
  const values: Record<string, string> = {
    lat: lat.toFixed(5),
    lng: lng.toFixed(5),
    width: String(width),
    height: String(height),
    zoom: String(STATIC_MAP_ZOOM),
    key: encodeURIComponent(key),
  };
  return template.replace(/\{(lat|lng|width|height|zoom|key)\}/g, (_, name: string) => values[name] ?? "");
}

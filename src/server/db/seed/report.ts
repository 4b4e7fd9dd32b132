// The --report view of the market: counts per locality and the spread of
// prices and sizes by purpose, so anyone can judge whether it is believable.
import type { Queryable } from "../client.ts";

const QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9];

type Quantiles = { label: string; values: number[] };

async function quantiles(db: Queryable, label: string, expression: string, where: string): Promise<Quantiles> {
  const rows = await db.query<{ q: (number | string)[] | null }>(
    `select percentile_cont(array[${QUANTILES.join(",")}]) within group (order by ${expression}) as q from listings where ${where}`,
  );
  return { label, values: (rows[0]?.q ?? []).map(Number) };
}

export async function collectReport(db: Queryable) {
  const totals = await db.query<{ purpose: number; n: number; available: number; no_photos: number }>(
    "select purpose, count(*) as n, count(*) filter (where available) as available, count(*) filter (where photo_count = 0) as no_photos from listings group by purpose order by purpose",
  );
  const districts = await db.query<{
    name: string;
    region: string;
    sale: number;
    rent: number;
    median_sale_ppsf: number | null;
    median_rent: number | null;
  }>(
    `select d.name_en as name, r.name_en as region,
            count(*) filter (where l.sale_price is not null) as sale, count(*) filter (where l.rent_price is not null) as rent,
            percentile_cont(0.5) within group (order by l.sale_ppsf_saleable) as median_sale_ppsf,
            percentile_cont(0.5) within group (order by l.rent_price) as median_rent
       from listings l join districts d on d.id = l.district_id join regions r on r.id = d.region_id
      group by d.name_en, r.name_en, r.id order by r.id, count(*) desc`,
  );
  const layouts = await db.query<{ layout: number; n: number }>(
    "select layout, count(*) as n from listings group by layout order by layout",
  );
  const stats = [
    await quantiles(db, "Sale price (HKD)", "sale_price", "sale_price is not null"),
    await quantiles(db, "Sale $/sq ft saleable", "sale_ppsf_saleable", "sale_price is not null"),
    await quantiles(db, "Rent (HKD/month)", "rent_price", "rent_price is not null"),
    await quantiles(db, "Rent $/sq ft saleable", "rent_ppsf_saleable", "rent_price is not null"),
    await quantiles(db, "Saleable sq ft (sale)", "saleable_size", "sale_price is not null"),
    await quantiles(db, "Saleable sq ft (rent)", "saleable_size", "rent_price is not null"),
    await quantiles(db, "Gross sq ft (all)", "gross_size", "true"),
  ];
  return { totals, districts, layouts, stats };
}

const fmt = (n: number): string =>
  n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e4 ? `${(n / 1e3).toFixed(1)}K` : String(Math.round(n * 10) / 10);
const LAYOUT_NAMES: Record<number, string> = {
  1: "apartment",
  2: "duplex",
  3: "triplex",
  4: "penthouse",
  5: "house",
  7: "studio",
  16: "detached house",
  17: "village house",
};
const PURPOSES: Record<number, string> = { 1: "sale", 2: "rent", 3: "sale+rent" };

export function formatReport(report: Awaited<ReturnType<typeof collectReport>>): string {
  const lines: string[] = [];
  const all = report.totals.reduce((s, t) => s + Number(t.n), 0);
  lines.push(`Listings: ${all}`);
  for (const t of report.totals) {
    lines.push(`  ${PURPOSES[t.purpose] ?? t.purpose}: ${t.n} (${t.available} available, ${t.no_photos} without photos)`);
  }
  lines.push("", `Quantiles            ${QUANTILES.map((q) => `p${q * 100}`.padStart(9)).join("")}`);
  for (const s of report.stats) lines.push(`${s.label.padEnd(21)}${s.values.map((v) => fmt(v).padStart(9)).join("")}`);
  lines.push(
    "",
    "Layouts: " + report.layouts.map((l) => `${LAYOUT_NAMES[l.layout] ?? l.layout} ${((Number(l.n) / all) * 100).toFixed(1)}%`).join(", "),
  );
  lines.push(
    "",
    `${"District".padEnd(22)}${"Region".padEnd(18)}${"sale".padStart(7)}${"rent".padStart(7)}${"p50 $/ft".padStart(10)}${"p50 rent".padStart(10)}`,
  );
  for (const d of report.districts) {
    lines.push(
      `${d.name.padEnd(22)}${d.region.padEnd(18)}${String(d.sale).padStart(7)}${String(d.rent).padStart(7)}${fmt(Number(d.median_sale_ppsf ?? 0)).padStart(10)}${fmt(Number(d.median_rent ?? 0)).padStart(10)}`,
    );
  }
  return lines.join("\n");
}

// The agent profile's rules from the spec: the text
// size class of a testimonial, and the recommended-properties table's
// purpose, columns and sort.

/** Under 20 characters xl, under 80 lg, under 200 md, else the normal size. */
export function testimonialTextClass(text: string): "xl" | "lg" | "md" | "sm" {
  const length = [...text].length;
  if (length < 20) return "xl";
  if (length < 80) return "lg";
  if (length < 200) return "md";
  return "sm";
}

/** A biography of one paragraph longer than this is clamped behind "view more". */
export const BIO_SHORT_LENGTH = 360;

/** Whether a biography is shortened behind "view more": more than one paragraph, or one long one (in characters, so Chinese counts alike). */
export function bioIsLong(paragraphs: readonly string[]): boolean {
  return paragraphs.length > 1 || [...(paragraphs[0] ?? "")].length > BIO_SHORT_LENGTH;
}

export const RECOMMENDED_INITIAL = 5;
export const TESTIMONIALS_INITIAL = 3;

export type TablePurpose = "sale" | "rent";
export type SortColumn = "name" | "salePrice" | "leasePrice" | "netSize" | "grossSize" | "bed" | "bath" | "update" | "qualityScore";
export type TableSort = { column: SortColumn; descending: boolean };

export type TableRow = {
  id: number;
  building: string;
  salePrice: number | null;
  leasePrice: number | null;
  sizeSaleable: number;
  sizeGross: number;
  bedrooms: number;
  bathrooms: number;
  lastUpdated: string;
  qualityScore: number;
};

/** The default: quality score, highest first. */
export const DEFAULT_SORT: TableSort = { column: "qualityScore", descending: true };

/** A column people see and sort by: the quality score orders the table by default but is the site's own measure, never shown. */
export type ShownColumn = Exclude<SortColumn, "qualityScore">;

/** The columns shown for a purpose: the price column is the sale price for sale and the lease price for rent. */
export function columnsFor(purpose: TablePurpose): ShownColumn[] {
  return ["name", purpose === "sale" ? "salePrice" : "leasePrice", "netSize", "grossSize", "bed", "bath", "update"];
}

/** Clicking a column: the same column toggles its order; another column starts descending (ascending for the name). */
export function nextSort(current: TableSort, column: SortColumn): TableSort {
  if (current.column === column) return { column, descending: !current.descending };
  return { column, descending: column !== "name" };
}

/** Switching sale/rent moves a sort on one price column to the other. */
export function sortForPurpose(sort: TableSort, purpose: TablePurpose): TableSort {
  if (sort.column === "salePrice" && purpose === "rent") return { ...sort, column: "leasePrice" };
  if (sort.column === "leasePrice" && purpose === "sale") return { ...sort, column: "salePrice" };
  return sort;
}

const VALUE: Record<SortColumn, (r: TableRow) => number | string | null> = {
  name: (r) => r.building,
  salePrice: (r) => r.salePrice,
  leasePrice: (r) => r.leasePrice,
  netSize: (r) => r.sizeSaleable || null,
  grossSize: (r) => r.sizeGross || null,
  bed: (r) => r.bedrooms,
  bath: (r) => r.bathrooms,
  update: (r) => r.lastUpdated,
  qualityScore: (r) => r.qualityScore,
};

/** The rows of a purpose (those with its price), sorted; rows without a value go last either way, ties by id. */
export function tableRows<T extends TableRow>(rows: readonly T[], purpose: TablePurpose, sort: TableSort): T[] {
  const value = VALUE[sort.column];
  return rows
    .filter((r) => (purpose === "sale" ? r.salePrice !== null : r.leasePrice !== null))
    .sort((a, b) => {
      const x = value(a);
      const y = value(b);
      if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
      const order = typeof x === "string" ? x.localeCompare(String(y)) : x - (y as number);
      return (sort.descending ? -order : order) || a.id - b.id;
    });
}

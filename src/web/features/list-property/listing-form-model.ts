// The listing form as the owner fills it in: what each step holds, what a
// step still lacks, and the form as the owners' listings API takes it. Pure,
// so the rules are tested without a browser. Prices stay as typed ("8.5M");
// the server reads them with the site's price parser, and the form shows the
// same reading beside the field.
import { parsePrice } from "../../../domain/money/parse-price.ts";
import {
  CONTACT_METHODS,
  MAX_AREA_SQFT,
  MAX_ROOMS,
  OTHER_AREA_KINDS,
  offersRent,
  offersSale,
  submissionProblems,
  type ContactMethod,
  type OtherAreaKind,
} from "../../../domain/listings/owner-listing-fields.ts";
import type { OwnerListingPurpose } from "../../../domain/listings/owner-listing-status.ts";
import type { ChosenBuilding } from "../../ui/building-picker.tsx";

export const FORM_STEPS = ["place", "size", "price", "photos", "contact"] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** A photo on the form: in this browser only (a guest's, until they sign in), on its way up, or stored. */
export interface FormPhoto {
  /** The form's own id for it (the stored key once uploaded). */
  id: string;
  /** The stored photo's key once uploaded. */
  key: string | null;
  /** Where the uploaded photo's 640 px rendition is served. */
  path: string | null;
  name: string;
  /** A refusal or failure code (listProperty.photoError.<code>). */
  error: string | null;
}

export interface ListingForm {
  purpose: OwnerListingPurpose | null;
  building: ChosenBuilding | null;
  /** Typed when the building is not among the suggestions. */
  address: string;
  addressTyped: boolean;
  floor: string;
  unit: string;
  saleableArea: string;
  grossArea: string;
  otherAreas: Partial<Record<OtherAreaKind, string>>;
  bedrooms: string;
  bathrooms: string;
  maidRoom: boolean;
  parking: boolean;
  outdoorSpace: boolean;
  askingPrice: string;
  rent: string;
  managementFeeIncluded: boolean | null;
  description: string;
  photos: FormPhoto[];
  /** The cover photo's id (the first photo when null). */
  cover: string | null;
  contactBy: ContactMethod[];
}

export const EMPTY_FORM: ListingForm = {
  purpose: null,
  building: null,
  address: "",
  addressTyped: false,
  floor: "",
  unit: "",
  saleableArea: "",
  grossArea: "",
  otherAreas: {},
  bedrooms: "",
  bathrooms: "",
  maidRoom: false,
  parking: false,
  outdoorSpace: false,
  askingPrice: "",
  rent: "",
  managementFeeIncluded: null,
  description: "",
  photos: [],
  cover: null,
  contactBy: ["phone"],
};

/** The step each field is on, so a problem the server finds opens the step that shows it. */
const STEP_OF_FIELD: Record<string, FormStep> = {
  purpose: "place",
  buildingId: "place",
  address: "place",
  floor: "place",
  unit: "place",
  saleableArea: "size",
  grossArea: "size",
  otherAreas: "size",
  bedrooms: "size",
  bathrooms: "size",
  maidRoom: "size",
  parking: "size",
  outdoorSpace: "size",
  askingPrice: "price",
  rent: "price",
  managementFeeIncluded: "price",
  description: "price",
  photos: "photos",
  coverPhoto: "photos",
  contactBy: "contact",
};

export function stepOfField(field: string): FormStep {
  return STEP_OF_FIELD[field.split(".")[0]!] ?? "contact";
}

/** A whole number typed in a box ("1,200" too): the number, null when empty, NaN when it is not one. */
export function readWholeNumber(text: string): number | null {
  const cleaned = text.replace(/[\s,]/g, "");
  if (cleaned === "") return null;
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A typed price in whole HKD as the server will read it; null when empty or unreadable. */
export function readPrice(text: string): number | null {
  if (text.trim() === "") return null;
  const value = parsePrice(text);
  return value === null || value < 0 ? null : Math.round(value);
}

const numberProblem = (text: string, max: number): string | null => {
  const value = readWholeNumber(text);
  return value !== null && (Number.isNaN(value) || value > max) ? "number" : null;
};

/** The problems of one step by field (empty when the owner may go on); the server has the last word. */
export function stepProblems(form: ListingForm, step: FormStep): Record<string, string> {
  const all = formProblems(form);
  return Object.fromEntries(Object.entries(all).filter(([field]) => stepOfField(field) === step));
}

/** Every problem of the form by field: what a submission needs, and numbers that are not numbers. */
export function formProblems(form: ListingForm): Record<string, string> {
  const problems: Record<string, string> = {};
  const numbers: [string, string, number][] = [
    ["saleableArea", form.saleableArea, MAX_AREA_SQFT],
    ["grossArea", form.grossArea, MAX_AREA_SQFT],
    ["bedrooms", form.bedrooms, MAX_ROOMS],
    ["bathrooms", form.bathrooms, MAX_ROOMS],
    ...OTHER_AREA_KINDS.map((kind): [string, string, number] => [`otherAreas.${kind}`, form.otherAreas[kind] ?? "", MAX_AREA_SQFT]),
  ];
  for (const [field, text, max] of numbers) {
    const problem = numberProblem(text, max);
    if (problem) problems[field] = problem;
  }
  for (const [field, text, wanted] of [
    ["askingPrice", form.askingPrice, offersSale(form.purpose)],
    ["rent", form.rent, offersRent(form.purpose)],
  ] as const) {
    if (wanted && text.trim() !== "" && readPrice(text) === null) problems[field] = "priceUnreadable";
  }
  const facts = bodyOf(form);
  const saleable = facts.saleableArea;
  if (facts.grossArea !== null && saleable !== null && facts.grossArea < saleable && !problems.grossArea) {
    problems.grossArea = "grossBelowSaleable";
  }
  const needed = submissionProblems({
    ...facts,
    askingPrice: form.askingPrice.trim() === "" ? null : 1,
    rent: form.rent.trim() === "" ? null : 1,
  });
  for (const [field, code] of Object.entries(needed)) problems[field] ??= code;
  if (form.photos.some((p) => p.error !== null)) problems.photos = "photoError";
  return problems;
}

const numberOrNull = (text: string) => {
  const value = readWholeNumber(text);
  return value === null || Number.isNaN(value) ? null : value;
};

/** The form as POST /api/owner-listings and /save take it (photos by their stored keys, in order). */
export function bodyOf(form: ListingForm) {
  const uploaded = form.photos.filter((p) => p.key !== null);
  const cover = uploaded.find((p) => p.id === form.cover) ?? uploaded[0];
  const otherAreas: Partial<Record<OtherAreaKind, number>> = {};
  for (const kind of OTHER_AREA_KINDS) {
    const value = numberOrNull(form.otherAreas[kind] ?? "");
    if (value !== null && value > 0) otherAreas[kind] = value;
  }
  const sale = offersSale(form.purpose);
  const rent = offersRent(form.purpose);
  return {
    purpose: form.purpose,
    buildingId: form.addressTyped ? null : (form.building?.id ?? null),
    address: form.addressTyped ? form.address.trim() : "",
    floor: form.floor.trim(),
    unit: form.unit.trim(),
    saleableArea: positive(numberOrNull(form.saleableArea)),
    otherAreas,
    grossArea: positive(numberOrNull(form.grossArea)),
    bedrooms: numberOrNull(form.bedrooms),
    bathrooms: numberOrNull(form.bathrooms),
    maidRoom: form.maidRoom,
    parking: form.parking,
    outdoorSpace: form.outdoorSpace,
    askingPrice: sale && form.askingPrice.trim() !== "" ? form.askingPrice.trim() : null,
    rent: rent && form.rent.trim() !== "" ? form.rent.trim() : null,
    managementFeeIncluded: rent ? form.managementFeeIncluded : null,
    description: form.description.trim(),
    photos: uploaded.map((p) => p.key!),
    coverPhoto: cover?.key ?? null,
    contactBy: CONTACT_METHODS.filter((m) => form.contactBy.includes(m)),
  };
}

const positive = (n: number | null) => (n !== null && n > 0 ? n : null);

/** The photos in a new order: the one at `from` moved to `to`. */
export function movePhoto(photos: readonly FormPhoto[], from: number, to: number): FormPhoto[] {
  if (from === to || from < 0 || to < 0 || from >= photos.length || to >= photos.length) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The listing as the owner's own form: what GET /api/owner-listings/:id answers, back into text boxes. */
export function formOf(
  listing: {
    purpose: OwnerListingPurpose | null;
    building: { id: number; name: { en: string; zh: string } } | null;
    address: string;
    floor: string;
    unit: string;
    saleableArea: number | null;
    otherAreas: Partial<Record<OtherAreaKind, number>>;
    grossArea: number | null;
    bedrooms: number | null;
    bathrooms: number | null;
    maidRoom: boolean;
    parking: boolean;
    outdoorSpace: boolean;
    askingPrice: number | null;
    rent: number | null;
    managementFeeIncluded: boolean | null;
    description: string;
    photos: { key: string; cover: boolean; path: string }[];
    contactBy: ContactMethod[];
  },
  language: string,
): ListingForm {
  const text = (n: number | null) => (n === null ? "" : String(n));
  const otherAreas: Partial<Record<OtherAreaKind, string>> = {};
  for (const [kind, value] of Object.entries(listing.otherAreas)) otherAreas[kind as OtherAreaKind] = String(value);
  return {
    purpose: listing.purpose,
    building: listing.building
      ? { id: listing.building.id, label: language === "en" ? listing.building.name.en : listing.building.name.zh }
      : null,
    address: listing.address,
    addressTyped: listing.building === null && listing.address !== "",
    floor: listing.floor,
    unit: listing.unit,
    saleableArea: text(listing.saleableArea),
    grossArea: text(listing.grossArea),
    otherAreas,
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    maidRoom: listing.maidRoom,
    parking: listing.parking,
    outdoorSpace: listing.outdoorSpace,
    askingPrice: text(listing.askingPrice),
    rent: text(listing.rent),
    managementFeeIncluded: listing.managementFeeIncluded,
    description: listing.description,
    photos: listing.photos.map((p) => ({ id: p.key, key: p.key, path: p.path, name: "", error: null })),
    cover: listing.photos.find((p) => p.cover)?.key ?? null,
    contactBy: listing.contactBy,
  };
}

import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import type { pageTexts } from "../fixtures/page-texts.ts";

export type Language = "en" | "zh-hk" | "zh-cn";
export type Texts = ReturnType<typeof pageTexts>;

/** A photo file for the form's input: its name, type and bytes. */
export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * Three photos as a phone would send them: a JPEG stored on its side (EXIF orientation 6, so it shows upright
 * only when turned) carrying GPS, camera and owner fields; a PNG; a WebP. The JPEG is 800 × 600 as stored with a
 * red band down its left edge, so upright it is 600 × 800 with the band across its top.
 */
export async function phonePhotos(): Promise<PhotoFile[]> {
  const red = await sharp({ create: { width: 100, height: 600, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  const rotated = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3060a0" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro", Artist: "Chan Tai Man" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 16/1 3025/100", GPSLongitudeRef: "E", GPSLongitude: "114/1 10/1 945/100" },
    })
    .toBuffer();
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#d8c8a0" } })
    .png()
    .toBuffer();
  const webp = await sharp({ create: { width: 720, height: 540, channels: 3, background: "#80a070" } })
    .webp()
    .toBuffer();
  return [
    { name: "living-room.jpg", mimeType: "image/jpeg", buffer: rotated },
    { name: "kitchen.png", mimeType: "image/png", buffer: png },
    { name: "view.webp", mimeType: "image/webp", buffer: webp },
  ];
}

/** Debian's exiftool on some bytes: every tag it reads, by group. */
export function exiftoolTags(bytes: Buffer): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), "served-photo-"));
  const path = join(dir, "photo.webp");
  writeFileSync(path, bytes);
  const run = spawnSync("exiftool", ["-j", "-G1", "-a", path], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return (JSON.parse(run.stdout) as Record<string, unknown>[])[0]!;
}

/** The tags of a served photo that could say where, who or with what it was taken. */
export function privateTags(tags: Record<string, unknown>): string[] {
  return Object.keys(tags).filter(
    (key) =>
      !key.startsWith("ExifTool:") &&
      /GPS|Make|Model|Artist|Creator|Copyright|Owner|Serial|Comment|Software|DateTime|Exif|XMP|IPTC|ICC/i.test(key),
  );
}

/** Whether the served photo is upright: taller than wide, with the red band across its top. */
export async function uprightWithBandOnTop(bytes: Buffer): Promise<boolean> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const [r, g, b] = at(Math.floor(info.width / 2), 2);
  return info.height > info.width && r! > 200 && g! < 80 && b! < 80;
}

/**
 * Fills the listing form's five steps as an owner letting a flat in Taikoo Shing would, adding `photos` on the
 * photos step, and stops on the last step before sending.
 */
export async function fillLettingForm(page: Page, t: Texts, photos: PhotoFile[], unit: string, keyword = "Taikoo Shing"): Promise<void> {
  const next = page.getByRole("button", { name: t("listProperty.next"), exact: true });
  await page.getByRole("radio", { name: t("listProperty.purpose.rent"), exact: true }).check();
  await page.getByRole("combobox", { name: t("listProperty.building") }).fill(keyword);
  await page.getByRole("option").first().click();
  // An estate: its blocks to choose from, as buttons or as a list.
  const choose = page.getByRole("group", { name: t("listProperty.chooseBlock") });
  await expect(choose.or(page.getByText(t("listProperty.chosenBuilding")))).toBeVisible();
  if (await choose.isVisible()) {
    const list = choose.getByRole("combobox");
    if (await list.isVisible()) await list.selectOption({ index: 1 });
    else await choose.getByRole("button").first().click();
  }
  await expect(page.getByText(t("listProperty.chosenBuilding"))).toBeVisible();
  await page.getByLabel(t("listProperty.floor"), { exact: true }).fill("23");
  await page.getByLabel(t("listProperty.unit"), { exact: true }).fill(unit);
  await next.click();

  await expect(page.getByRole("heading", { name: t("listProperty.step.size") })).toBeVisible();
  await page.getByLabel(t("listProperty.saleableArea")).fill("650");
  await page.getByLabel(t("listProperty.bedrooms")).fill("2");
  await page.getByLabel(t("listProperty.bathrooms")).fill("1");
  await next.click();

  await expect(page.getByRole("heading", { name: t("listProperty.step.price") })).toBeVisible();
  await page.getByLabel(t("listProperty.rent")).fill("28K");
  await expect(page.getByText(t("listProperty.priceReads", { price: "HK$28,000" }))).toBeVisible();
  await page.getByRole("radio", { name: t("listProperty.feeIncluded") }).check();
  await page.getByLabel(t("listProperty.descriptionLabel")).fill("Sea view, renovated in 2024, free from January.");
  await next.click();

  await expect(page.getByRole("heading", { name: t("listProperty.step.photos") })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(photos);
  await expect(page.locator(".lp-photo")).toHaveCount(photos.length);
  await next.click();
  await expect(page.getByRole("heading", { name: t("listProperty.step.contact") })).toBeVisible();
}

/** The bytes a URL on the journeys' server answers, as the page's session sees it. */
export async function servedBytes(page: Page, path: string): Promise<{ status: number; bytes: Buffer; cacheControl: string }> {
  const response = await page.request.get(path);
  return { status: response.status(), bytes: await response.body(), cacheControl: response.headers()["cache-control"] ?? "" };
}

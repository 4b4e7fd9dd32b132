// GET /api/data/buildingsofplace?kind=estate&id=12 → buildingChoicesResponse:
// the buildings an owner may choose from after picking a place suggestion
// (a building, a block, a phase or an estate), for the listing form.
import { z } from "zod";

export const BUILDING_PLACE_KINDS = ["building", "block", "phase", "estate"] as const;

export const buildingChoicesRequestSchema = z.strictObject({
  kind: z.enum(BUILDING_PLACE_KINDS),
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: "invalidInput" })
    .transform(Number)
    .refine((n) => n <= 2 ** 31 - 1, { error: "invalidInput" }),
});

const trilingual = z.object({ en: z.string(), zhHk: z.string(), zhCn: z.string() });

export const buildingChoiceSchema = z.object({
  id: z.number().int(),
  name: trilingual,
  estate: trilingual.nullable(),
  district: trilingual,
  /** Street number and street. */
  address: trilingual,
});
export type BuildingChoice = z.output<typeof buildingChoiceSchema>;

export const buildingChoicesResponseSchema = z.object({ data: z.object({ buildings: z.array(buildingChoiceSchema) }) });
export type BuildingChoicesResponse = z.output<typeof buildingChoicesResponseSchema>;

// POST /api/general/getofficeinfo: feeds the reply bar
// of the enquiry panel. Titles and captions are message keys.
import { z } from "zod";

// The codes live apart from the schemas so the browser can use them without zod.
export { COMM_MEDIA } from "../enquiry/enquiry-codes.ts";

export const officeInfoRequestSchema = z.strictObject({
  officeIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(10),
});

const statusSchema = z.union([z.literal(9), z.literal(10)]);

export const officeInfoResponseSchema = z.strictObject({
  offices: z.array(
    z.strictObject({
      officeId: z.number().int(),
      status: statusSchema,
      messageContainer: z.strictObject({ messages: z.array(z.strictObject({ title: z.string(), caption: z.string() })) }),
      commMedias: z.array(
        z.strictObject({ type: z.union([z.literal(1), z.literal(3), z.literal(4)]), status: statusSchema, mediaData: z.string() }),
      ),
    }),
  ),
});
export type OfficeInfoResponse = z.output<typeof officeInfoResponseSchema>;

import { bigint, date, index, integer, pgTable, real, smallint, text } from "drizzle-orm/pg-core";
import { buildings } from "./buildings.ts";

/** Registered sales and leases per building (land-registry style history). */
export const transactions = pgTable(
  "transactions",
  {
    id: integer("id").primaryKey(),
    buildingId: integer("building_id")
      .notNull()
      .references(() => buildings.id),
    districtId: smallint("district_id").notNull(),
    /** 1 sale, 2 lease. */
    kind: smallint("kind").notNull(),
    transactedOn: date("transacted_on").notNull(),
    floorLevel: smallint("floor_level").notNull(),
    flat: text("flat").notNull(),
    saleableSize: integer("saleable_size").notNull(),
    grossSize: integer("gross_size").notNull(),
    /** HKD; monthly rent for leases. */
    price: bigint("price", { mode: "number" }).notNull(),
    ppsfSaleable: real("ppsf_saleable").notNull(),
    ppsfGross: real("ppsf_gross").notNull(),
    /** The agent who closed it, when it was one of ours. */
    agentId: integer("agent_id"),
  },
  (t) => [
    index("transactions_building_date_idx").on(t.buildingId, t.transactedOn.desc()),
    index("transactions_district_date_idx").on(t.districtId, t.transactedOn.desc()),
    index("transactions_agent_date_idx").on(t.agentId, t.transactedOn.desc()),
  ],
);

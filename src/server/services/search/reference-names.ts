// Reference names held in memory so a page of results is one narrow query
// over listings: joining five name tables cost ~10 ms of planning per search
// for ~1 ms of execution. Reloaded after RELOAD_MS; an id missing from the
// snapshot (a place added since) triggers a reload before answering.
import type { Queryable } from "../../db/client.ts";
import { createTimedSnapshot } from "../cache/timed-snapshot.ts";
import { referenceNameRows, type AgentNameRow, type BuildingNameRow, type NamedRow } from "../../db/places/reference-names-queries.ts";

export type ReferenceNames = {
  buildings: Map<number, BuildingNameRow>;
  streets: Map<number, NamedRow>;
  districts: Map<number, NamedRow>;
  regions: Map<number, NamedRow>;
  agents: Map<number, AgentNameRow>;
};

export type ReferenceNamesCache = { get(required?: { buildingIds: number[]; agentIds: number[] }): Promise<ReferenceNames> };

const RELOAD_MS = 5 * 60_000;
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

export function createReferenceNames(db: Queryable, now: () => number = Date.now): ReferenceNamesCache {
  const snapshot = createTimedSnapshot(
    async (): Promise<ReferenceNames> => {
      const r = await referenceNameRows(db);
      return {
        buildings: byId(r.buildings),
        streets: byId(r.streets),
        districts: byId(r.districts),
        regions: byId(r.regions),
        agents: byId(r.agents),
      };
    },
    { ttlMs: RELOAD_MS, now },
  );
  return {
    async get(required) {
      const names = await snapshot.get();
      const missing =
        required && (required.buildingIds.some((id) => !names.buildings.has(id)) || required.agentIds.some((id) => !names.agents.has(id)));
      return missing ? snapshot.reload() : names;
    },
  };
}

import { MAPS } from "@fragboard/core";

const names = new Map(MAPS.map((map) => [map.id, map.name]));

/** "Dust II" for de_dust2; an unknown map keeps its id. */
export const mapName = (id: string): string => names.get(id) ?? id;

/** Side codes of the demo parser: 2 = T, 3 = CT. */
export const DEMO_SIDE = { T: 2, CT: 3 } as const;

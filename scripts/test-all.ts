/** `npm test`: every phase of the suite in order (see scripts/test-phases.ts), with the timing table at the end. */
import { ALL_PHASES, runPhases } from "./test-phases";

await runPhases(ALL_PHASES);

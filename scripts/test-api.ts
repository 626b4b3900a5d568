/**
 * `npm run test:api`: the API and security suites on the embedded PGlite database, then again on PostgreSQL when
 * TEST_DATABASE_URL names a server (a fresh database is created for each phase and dropped after).
 */
import { API_PHASES, runPhases } from "./test-phases";

await runPhases(API_PHASES);

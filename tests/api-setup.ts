import { forgetTestDataDir } from "@server/test-support/test-app";

// Runs before every API test file, in the worker's shared module graph (the API project does not isolate files).
forgetTestDataDir();

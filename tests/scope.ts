/**
 * Whether this is `npm run test:full` (scripts/test.ts sets TEST_SCOPE=full): every API file on
 * both engines, the full soak, the bench's smoke run, every desktop test (decision 045). The one
 * place the test configs and files read it.
 */
export const FULL_RUN = process.env.TEST_SCOPE === 'full';

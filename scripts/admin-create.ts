/**
 * `npm run admin:create -- --email E --password P [--name N]`: creates or promotes an ADMIN.
 * With the embedded database and a running server, the server does it (it owns the folder);
 * otherwise this process opens the database itself, holding the folder's lock meanwhile.
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../server/config.ts';
import { createOrPromoteAdmin } from '../server/services/users.ts';
import { runTool, runWithDatabase, withApp } from './lib/owner-command.ts';

const USAGE = 'Usage: npm run admin:create -- --email E --password P [--name N]';

interface Outcome {
  id: string;
  email: string;
  created: boolean;
}

runTool('admin:create', async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  if (!values.email || !values.password) throw new ConfigError(USAGE);
  const args = { email: values.email, password: values.password, name: values.name };
  const outcome = await runWithDatabase<Outcome>('admin:create', args, (config) =>
    withApp(config, async (app) => {
      const { user, created } = await createOrPromoteAdmin(app, args);
      return { id: user.id, email: user.email, created };
    }),
  );
  console.error(
    outcome.created ? `Created ADMIN ${outcome.email}` : `Promoted ${outcome.email} to ADMIN`,
  );
  console.log(outcome.id);
});

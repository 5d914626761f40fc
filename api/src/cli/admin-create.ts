// pnpm --filter @basera/api admin:create EMAIL [--name "First Last"]
// Creates an operator (user type 'Admin'). The password comes from ADMIN_PASSWORD, or is asked twice on a
// terminal (not echoed). Runs the migrations first. With embedded PGlite, stop the API first (one process at
// a time may open its folder).
import readline from 'node:readline';
import { createOperator, OperatorRefused } from '../admin/operators';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';

const USAGE = 'Usage: pnpm --filter @basera/api admin:create EMAIL [--name "First Last"]';

/** Asks for a line without echoing it (a password on a terminal). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let prompted = false;
    output._writeToOutput = (text: string) => {
      // The question once, then nothing of what is typed.
      if (!prompted) {
        prompted = true;
        process.stdout.write(text);
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY)
    throw new OperatorRefused(
      'No password: set ADMIN_PASSWORD, or run this in a terminal to be asked for one.',
    );
  const first = await askHidden('Password for the new operator: ');
  const again = await askHidden('The same password again: ');
  if (first !== again) throw new OperatorRefused('The two passwords differ: nothing was changed.');
  return first;
}

function parseArgs(argv: string[]) {
  let email: string | undefined;
  let name: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--name') name = argv[++i];
    else if (arg.startsWith('--name=')) name = arg.slice('--name='.length);
    else if (arg === '--') continue;
    else if (!email) email = arg;
    else throw new OperatorRefused(USAGE);
  }
  if (!email) throw new OperatorRefused(USAGE);
  return { email, name };
}

async function run() {
  const { email, name } = parseArgs(process.argv.slice(2));
  const password = await readPassword();
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const operator = await createOperator(db, { email, password, name });
    console.log(
      `Operator created: ${operator.email} (id ${operator.id}, ${operator.name}) in ${
        config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`
      }.`,
    );
    console.log(
      'Sign in at /admin with this email and password; each sign-in mails a one-time code to this address.',
    );
  } finally {
    await db.close();
  }
}

run().catch((error) => {
  console.error(
    error instanceof OperatorRefused ? error.message : error instanceof Error ? error.message : error,
  );
  process.exit(1);
});

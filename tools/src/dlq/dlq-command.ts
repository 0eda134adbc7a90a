import 'reflect-metadata';
import { runDlqCommand } from './dlq-cli.js';

/** `npm run dlq -- list|replay [--all | <message id>] [--queue <name>]` (see DLQ_USAGE). */
try {
  process.exitCode = await runDlqCommand(process.argv.slice(2), process.env, console.log, console.error);
} catch (error) {
  console.error(`dlq failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
